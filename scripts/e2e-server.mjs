// Starts the real app for browser tests on its own port with a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

// Ports from playwright.config.ts, which picks free ones (a fixed default once led to another
// clone's database).
const required = (/** @type {string} */ name) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: start the browser tests through Playwright`);
  return value;
};
const port = required('E2E_PORT');
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
rmSync(dataDir, { recursive: true, force: true });

// The app's own entry, after the test-only job handlers the browser tests drive (test/e2e-main.ts).
const child = spawn('npx', ['tsx', 'apps/server/src/test/e2e-main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: required('E2E_PG_PORT'),
    LOG_LEVEL: 'warn',
    // The warehouse simulator next to it.
    SIM_PORT: required('E2E_SIM_PORT'),
    // Jobs a finished test leaves behind (a retry waiting out its backoff) must not hold the next
    // test's process in the queue: two workers were seen busy for 20 s.
    JOB_CONCURRENCY: '6',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
