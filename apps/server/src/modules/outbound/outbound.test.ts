import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINT_URL_MESSAGES } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  identityProviderPolicy,
  inwardReason,
  outboundFetch,
  OutboundRefusedError,
  parseAllowedHosts,
  refusalBeforeResolving,
  warehousePolicy,
  type OutboundPolicy,
} from './index.ts';

describe('inwardReason', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.20.30.40', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['100.100.100.200', 'shared address space (carrier-grade NAT, some cloud metadata)'],
    ['0.0.0.0', 'this network'],
    ['::1', 'unspecified, loopback or IPv4-compatible'],
    ['::ffff:7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local (cloud metadata) via NAT64'],
    ['2002:c0a8:101::1', 'private via 6to4'],
    ['fd00:ec2::254', 'unique local (private)'],
    ['fe80::1', 'link-local'],
  ])('%s is inward (%s)', (address, reason) => expect(inwardReason(address)).toBe(reason));

  it.each(['8.8.8.8', '172.32.0.1', '203.0.113.9', '2606:4700::1111', '64:ff9b::808:808'])(
    '%s is outward',
    (address) => expect(inwardReason(address)).toBeNull(),
  );
});

describe('parseAllowedHosts', () => {
  it('reads host, host:port and bracketed IPv6, in the URL parser’s spelling', () => {
    expect(
      parseAllowedHosts(' localhost:3001, 127.0.0.1:3001,[::1]:3001,WMS.example.jp,, '),
    ).toEqual([
      { host: 'localhost', port: 3001 },
      { host: '127.0.0.1', port: 3001 },
      { host: '::1', port: 3001 },
      { host: 'wms.example.jp', port: null },
    ]);
    expect(parseAllowedHosts('')).toEqual([]);
  });

  it.each(['http://localhost', 'localhost:0', 'localhost:70000', '::1', 'a b', 'user@host'])(
    'refuses %j',
    (entry) => expect(() => parseAllowedHosts(entry)).toThrow(`"${entry}"`),
  );
});

describe('WAREHOUSE_ALLOWED_HOSTS and the warehouse policy', () => {
  const configOf = (env: Record<string, string>) =>
    loadConfig({ SESSION_SECRET: 'a-secret-of-our-own-for-production-0123456789', ...env });

  it('defaults to the bundled simulator outside production, to nothing in it', () => {
    expect(configOf({ SIM_PORT: '3555' }).warehouseAllowedHosts).toEqual(
      parseAllowedHosts('localhost:3555,127.0.0.1:3555,[::1]:3555'),
    );
    const production = warehousePolicy(
      configOf({
        NODE_ENV: 'production',
        SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
        OIDC_ISSUER: 'https://sso.example.com',
      }),
    );
    expect(production).toEqual({ allowedHosts: [], httpsOnly: true });
    const plain = refusalBeforeResolving(production, new URL('http://wms.example.jp/api'));
    expect(plain?.userMessage).toBe(ENDPOINT_URL_MESSAGES.httpsRequired);
    expect(refusalBeforeResolving(production, new URL('https://wms.example.jp/api'))).toBeNull();
  });

  it('takes the operator’s list, even an empty one, and stops the start on a wrong entry', () => {
    expect(configOf({ WAREHOUSE_ALLOWED_HOSTS: '' }).warehouseAllowedHosts).toEqual([]);
    expect(configOf({ WAREHOUSE_ALLOWED_HOSTS: '10.0.0.5:8443' }).warehouseAllowedHosts).toEqual([
      { host: '10.0.0.5', port: 8443 },
    ]);
    expect(() => configOf({ WAREHOUSE_ALLOWED_HOSTS: 'http://10.0.0.5' })).toThrow(
      /Invalid configuration:\n {2}WAREHOUSE_ALLOWED_HOSTS: "http:\/\/10.0.0.5"/,
    );
  });
});

// A target on loopback counting its requests, and one that redirects to it.
const servers: Server[] = [];
let target = 0;
let redirector = 0;
let arrivals = 0;

async function listen(handler: Parameters<typeof createServer>[1]) {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  target = await listen((request, response) => {
    arrivals += 1;
    request.resume();
    response.end('ok');
  });
  redirector = await listen((_request, response) => {
    response.writeHead(302, { location: `http://127.0.0.1:${target}/` }).end();
  });
});
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
});

const policyOf = (allowed: string, more: Partial<OutboundPolicy> = {}): OutboundPolicy => ({
  allowedHosts: parseAllowedHosts(allowed),
  httpsOnly: false,
  ...more,
});

async function refusalOf(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundRefusedError);
  return error as OutboundRefusedError;
}

describe('outboundFetch', () => {
  it('reaches an allow-listed address, by the name or by the address the name resolves to', async () => {
    const before = arrivals;
    await outboundFetch(policyOf(`localhost:${target}`), `http://localhost:${target}/`);
    await outboundFetch(policyOf(`127.0.0.1:${target}`), `http://localhost:${target}/`);
    expect(arrivals).toBe(before + 2);
  });

  it('answers a redirect as it came and never follows it', async () => {
    const before = arrivals;
    const policy = policyOf(`127.0.0.1:${redirector},127.0.0.1:${target}`);
    const response = await outboundFetch(policy, `http://127.0.0.1:${redirector}/`);
    expect(response.status).toBe(302);
    expect(arrivals).toBe(before);
  });

  it('refuses another port of an allow-listed host', async () => {
    const refusal = await refusalOf(
      outboundFetch(policyOf(`127.0.0.1:${redirector}`), `http://127.0.0.1:${target}/`),
    );
    expect(refusal.userMessage).toBe(ENDPOINT_URL_MESSAGES.inwardAddress);
    expect(refusal.message).toContain(`port ${target} is loopback and not allow-listed`);
  });

  it('refuses a name when any of its addresses is inward (one public answer does not hide it)', async () => {
    const resolve = async () => [
      { address: '203.0.113.10', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    const before = arrivals;
    await refusalOf(
      outboundFetch(policyOf('', { resolve }), `http://two-faced.example:${target}/`),
    );
    expect(arrivals).toBe(before);
  });

  it('refuses plain http where only https is allowed, before anything is sent', async () => {
    const before = arrivals;
    const policy = policyOf(`127.0.0.1:${target}`, { httpsOnly: true });
    const refusal = await refusalOf(outboundFetch(policy, `http://127.0.0.1:${target}/`));
    expect(refusal.userMessage).toBe(ENDPOINT_URL_MESSAGES.httpsRequired);
    expect(arrivals).toBe(before);
  });
});

describe('identityProviderPolicy', () => {
  it('trusts the issuer’s own host and port, and nothing else inward', () => {
    expect(identityProviderPolicy('http://127.0.0.1:8080/realms/logi')).toEqual({
      allowedHosts: [{ host: '127.0.0.1', port: 8080 }],
      httpsOnly: false,
    });
    expect(identityProviderPolicy('https://idp.example.jp').allowedHosts).toEqual([
      { host: 'idp.example.jp', port: 443 },
    ]);
  });
});
