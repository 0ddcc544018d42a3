// A server that dies mid-job: started by job-engine.crash.test.ts in a child process, then killed
// with SIGKILL while its handler is still running. Prints one JSON line per milestone.
import { registerJobHandler } from '../modules/jobs/index.ts';
import { startAppOnDatabase } from './start-app.ts';

const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

registerJobHandler('inventory_search', async ({ processId, reportProgress }) => {
  await reportProgress(1, 10);
  say({ event: 'running', processId });
  await new Promise(() => {}); // never finishes: the test kills this process now
});

const url = process.env.CRASH_TEST_DATABASE_URL;
if (!url) throw new Error('CRASH_TEST_DATABASE_URL is not set');
await startAppOnDatabase(url);
say({ event: 'ready' });
