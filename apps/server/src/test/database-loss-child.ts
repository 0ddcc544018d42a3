// A real server in a child process whose database database-loss.test.ts kills mid-transaction: the
// first run of its job holds a transaction open, statement after statement, until the database goes.
import { sql } from 'drizzle-orm';
import { registerJobHandler } from '../modules/jobs/index.ts';
import { startAppOnDatabase } from './start-app.ts';

const say = (message: object) => process.stdout.write(`${JSON.stringify(message)}\n`);

const url = process.env.CRASH_TEST_DATABASE_URL;
if (!url) throw new Error('CRASH_TEST_DATABASE_URL is not set');
const { baseUrl, db } = await startAppOnDatabase(url);

registerJobHandler('inventory_search', async ({ processId, attempt }) => {
  if (attempt > 1) return '再実行で完了しました。';
  // Like a long import: statements with work between them, in one transaction, until one fails.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1`);
    say({ event: 'in-transaction', processId });
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.execute(sql`select 1`);
    }
  });
});

process.on('exit', (code) => say({ event: 'exit', code }));
say({ event: 'ready', baseUrl });
