import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// What tests, benches and browser servers start (decision 037): a fixed default port was once
// another clone's database, written into; and another program's, failing a test on a clean machine.
const ROOTS = [
  'playwright.config.ts',
  'scripts',
  'e2e',
  'apps/server/src',
  'apps/warehouse-sim/src',
];
const isTestCode = (file: string) =>
  /^(playwright\.config\.ts|scripts\/|e2e\/)/.test(file) ||
  /\.test\.ts$/.test(file) ||
  file.startsWith('apps/server/src/test/');
// A port number given as a default or a value: `PORT ?? 3100`, `port = 54369`, `port: 4312`.
const FIXED_PORT = /\b\w*port\w*\)?\s*(\?\?|=|:)\s*['"`]?\d{4,5}\b/gi;
// Parsed, never listened on.
const ALLOWED = new Set([
  'apps/server/src/config.test.ts',
  'apps/server/src/modules/outbound/outbound.test.ts',
]);

function filesUnder(entry: string): string[] {
  if (!statSync(entry).isDirectory()) return [entry];
  return readdirSync(entry).flatMap((name) =>
    name === 'node_modules' ? [] : filesUnder(path.join(entry, name)),
  );
}

it('no test, bench or browser server listens on a fixed port of its own choosing', () => {
  const found = ROOTS.flatMap(filesUnder)
    .filter((file) => /\.(ts|mjs)$/.test(file) && isTestCode(file) && !ALLOWED.has(file))
    .filter((file) => file !== 'scripts/fixed-ports.test.ts')
    .flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(FIXED_PORT)].map((match) => `${file}: ${match[0]}`),
    );
  expect(found).toEqual([]);
});
