// Child process for the crash test: starts an embedded PostgreSQL and waits to be killed.
import { startEmbeddedPostgres } from '../db/embedded.ts';

const [dataDir, port] = process.argv.slice(2);
await startEmbeddedPostgres({ dataDir: dataDir!, port: Number(port), database: 'crash' });
process.stdout.write('ready\n');
setInterval(() => {}, 1000);
