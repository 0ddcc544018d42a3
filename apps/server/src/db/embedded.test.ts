import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, expect, it } from 'vitest';
import { startEmbeddedPostgres } from './embedded.ts';

const childScript = fileURLToPath(new URL('../test/embedded-child.ts', import.meta.url));
// Under .data, not /tmp: as root, postgres runs as its own user and must be able to enter the folder.
mkdirSync('.data', { recursive: true });
const dataDir = mkdtempSync(path.join('.data', 'crash-test-'));
chmodSync(dataDir, 0o755);
const port = 54369;

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('starts again after a crash left postgres and its pid file behind', async () => {
  // Start in a child and kill it hard, as a crash would: postgres outlives it. The child is node
  // itself (not npx), so SIGKILL reaches the process that started postgres.
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, dataDir, String(port)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`child exited ${code}`)));
  });
  child.kill('SIGKILL');
  expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(true);

  const server = await startEmbeddedPostgres({ dataDir, port, database: 'crash' });
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    const result = await client.query('select 1 as one');
    expect(result.rows[0].one).toBe(1);
    await client.end();
  } finally {
    await server.stop();
  }
}, 90_000);
