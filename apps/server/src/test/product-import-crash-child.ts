// A real server for product-import.crash.test.ts: started in a child process, it runs a large
// product CSV import and is killed with SIGKILL in the middle of it. Prints its address when ready.
import { startAppOnDatabase } from './start-app.ts';

const url = process.env.CRASH_TEST_DATABASE_URL;
if (!url) throw new Error('CRASH_TEST_DATABASE_URL is not set');
const { baseUrl } = await startAppOnDatabase(url);
process.stdout.write(`${JSON.stringify({ event: 'ready', baseUrl })}\n`);
