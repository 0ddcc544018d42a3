import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboundFetch, parseAllowedHosts, type Resolver } from '../modules/outbound/index.ts';
import { OUTBOUND_INVENTORY, type OutboundRow } from './outbound-inventory.ts';

const SOURCE_ROOT = new URL('..', import.meta.url);

/** Product code only: tests, test support and this folder arrange state and may call anything. */
function productFiles(folder = ''): string[] {
  return readdirSync(new URL(folder || '.', SOURCE_ROOT), { withFileTypes: true }).flatMap(
    (entry) => {
      const path = `${folder}${entry.name}`;
      if (entry.isDirectory()) return path === 'test' ? [] : productFiles(`${path}/`);
      const testCode = /\.test\.ts$|test-support/.test(entry.name);
      return entry.name.endsWith('.ts') && !testCode ? [path] : [];
    },
  );
}

// What opens a connection out of the server: a network module used for more than its types, an
// HTTP client library, the global fetch (not a method of that name), and our own guarded fetch.
const OUTBOUND_CALLS = [
  /^import (?!type\b)[^;]*from 'node:(?:http|https|http2|tls|dgram)'/m,
  /^import \{[^}]*\b(?:connect|createConnection|Socket)\b[^}]*\} from 'node:net'/m,
  /from '(?:openid-client|undici|axios|got|node-fetch)'/,
  /(?<![.\w])(?<!async )fetch\(/,
  /\boutboundFetch\(/,
];

describe('the outbound inventory', () => {
  const listed = new Set(OUTBOUND_INVENTORY.flatMap((row) => row.files));

  it('names every product file that calls out of the server', () => {
    const calling = productFiles().filter((path) => {
      const source = readFileSync(new URL(path, SOURCE_ROOT), 'utf8');
      return OUTBOUND_CALLS.some((pattern) => pattern.test(source));
    });
    expect(calling.length).toBeGreaterThan(0);
    expect(calling.filter((path) => !listed.has(path))).toEqual([]);
  });

  it('names only files that exist, and gives every row its rule', () => {
    expect([...listed].filter((path) => !existsSync(new URL(path, SOURCE_ROOT)))).toEqual([]);
    for (const row of OUTBOUND_INVENTORY) expect(row.rule.length).toBeGreaterThan(20);
  });

  it('tries the spellings on every row whose address is not the operator’s', () => {
    const untried = OUTBOUND_INVENTORY.filter((row) => row.setBy !== 'operator' && !row.reach);
    expect(untried.map((row) => row.name)).toEqual([]);
  });
});

// A server on loopback that counts what reaches it; every spelling below means it.
let canary: Server;
let port = 0;
let arrivals = 0;
const REBOUND = 'warehouse.rebind.example';
// The custom lookup: a name that looks outward and resolves to loopback (DNS rebinding).
const resolve: Resolver = async (hostname) =>
  hostname === REBOUND ? [{ address: '127.0.0.1', family: 4 }] : [];

beforeAll(async () => {
  canary = createServer((request, response) => {
    arrivals += 1;
    request.resume();
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
  });
  await new Promise<void>((resolved) => canary.listen(0, '127.0.0.1', resolved));
  port = (canary.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolved) => canary?.close(resolved)));

const SPELLINGS: [string, (port: number) => string][] = [
  ['the loopback address', (p) => `http://127.0.0.1:${p}/api`],
  ['a fragment swallowing the path', (p) => `http://127.0.0.1:${p}/_control/reset#`],
  ['a query swallowing the path', (p) => `http://127.0.0.1:${p}/_control/reset?x=`],
  ['user-info before the real host', (p) => `http://rsl.example.com@127.0.0.1:${p}/`],
  ['a backslash', (p) => `http://127.0.0.1:${p}\\@rsl.example.com/`],
  ['percent-encoded dots', (p) => `http://127.0.0.1:${p}/api/%2e%2e/_control`],
  ['a decimal IPv4', (p) => `http://2130706433:${p}`],
  ['a hexadecimal IPv4', (p) => `http://0x7f.1:${p}`],
  ['an octal IPv4', (p) => `http://017700000001:${p}`],
  ['a short IPv4', (p) => `http://127.1:${p}`],
  ['an IPv4-mapped IPv6', (p) => `http://[::ffff:127.0.0.1]:${p}`],
  ['the IPv6 loopback', (p) => `http://[::1]:${p}`],
  ['localhost', (p) => `http://localhost:${p}`],
  ['a name a custom lookup resolves to 127.0.0.1', (p) => `http://${REBOUND}:${p}`],
];

describe('the canary', () => {
  it('counts a request that reaches it (so a zero below means refused)', async () => {
    const before = arrivals;
    const policy = { allowedHosts: parseAllowedHosts(`127.0.0.1:${port}`), httpsOnly: false };
    expect((await outboundFetch(policy, `http://127.0.0.1:${port}/`)).status).toBe(200);
    expect(arrivals).toBe(before + 1);
  });
});

const tried = OUTBOUND_INVENTORY.flatMap((row) =>
  row.reach ? [[row.name, row as Required<OutboundRow>] as const] : [],
);

describe.each(tried)('%s', (_name, row) => {
  it.each(SPELLINGS)('never reaches the target through %s', async (_spelling, urlOf) => {
    const before = arrivals;
    await row.reach(urlOf(port), resolve);
    expect(arrivals).toBe(before);
  });
});
