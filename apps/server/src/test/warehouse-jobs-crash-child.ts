// A server whose vendor job is killed mid-call: started by warehouse-job.crash.test.ts in a child
// process with the app's real handlers, then killed with SIGKILL once its request reached the
// simulator (which holds the result). Prints one JSON line when it listens.
import { startAppOnDatabase } from './start-app.ts';

const url = process.env.CRASH_TEST_DATABASE_URL;
if (!url) throw new Error('CRASH_TEST_DATABASE_URL is not set');
const { baseUrl } = await startAppOnDatabase(url);
process.stdout.write(`${JSON.stringify({ event: 'ready', baseUrl })}\n`);
