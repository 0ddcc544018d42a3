// A server whose vendor job is killed mid-call: started by warehouse-job.crash.test.ts in a child
// process with the app's real handlers, then killed with SIGKILL once its request reached the
// simulator (which holds the result). Prints one JSON line when it listens.
import { startAppOnDatabase } from './start-app.ts';

const url = process.env.CRASH_TEST_DATABASE_URL;
if (!url) throw new Error('CRASH_TEST_DATABASE_URL is not set');
// The test's simulator, on loopback, is allow-listed as npm start allow-lists the bundled one.
const allowed = process.env.WAREHOUSE_ALLOWED_HOSTS;
const { baseUrl } = await startAppOnDatabase(
  url,
  allowed ? { WAREHOUSE_ALLOWED_HOSTS: allowed } : {},
);
process.stdout.write(`${JSON.stringify({ event: 'ready', baseUrl })}\n`);
