// Starts the real app for browser tests on its own port with a fresh embedded database.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

const port = process.env.E2E_PORT ?? '3100';
const dataDir = process.env.E2E_DATA_DIR ?? '.data/e2e';
rmSync(dataDir, { recursive: true, force: true });

const child = spawn('npx', ['tsx', 'apps/server/src/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: port,
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54349',
    LOG_LEVEL: 'warn',
    // The warehouse simulator next to it, in the helper's own port block (3100 → 3110).
    SIM_PORT: String(Number(port) + 10),
    // Loads the test-only job handlers (apps/server/src/test/jobs-e2e-handlers.ts) the browser tests drive.
    E2E_TEST_JOBS: '1',
    // Jobs a finished test leaves behind (a retry waiting out its backoff) must not hold the next
    // test's process in the queue: two workers were seen busy for 20 s.
    JOB_CONCURRENCY: '6',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
