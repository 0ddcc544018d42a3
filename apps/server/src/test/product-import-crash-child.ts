// A real server in a child process, on CRASH_TEST_DATABASE_URL: product-import.crash.test.ts kills it
// with SIGKILL mid-import, and bench:products measures its peak RSS. Prints its address when ready.
import { startAppOnDatabase } from './start-app.ts';

const url = process.env.CRASH_TEST_DATABASE_URL;
if (!url) throw new Error('CRASH_TEST_DATABASE_URL is not set');
const { baseUrl } = await startAppOnDatabase(url);
process.stdout.write(`${JSON.stringify({ event: 'ready', baseUrl })}\n`);
