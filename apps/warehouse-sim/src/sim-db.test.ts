import pg from 'pg';
import { afterAll, expect, it, inject } from 'vitest';
import { createSimPool, withTransaction } from './sim-db.ts';

// The simulator runs inside `npm start`: its pool losing the database must not end that process.
const pool = createSimPool(`${inject('postgresBaseUrl')}/postgres`, 'sim_pool_probe', 2);
afterAll(() => pool.end());

it('fails the transaction whose connection the server ends, and serves the next one', async () => {
  const admin = new pg.Client({ connectionString: `${inject('postgresBaseUrl')}/postgres` });
  await admin.connect();
  const lost = withTransaction(pool, async (client) => {
    const own = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    // The FATAL (57P01) a restart or a failover sends, while the transaction is open.
    await admin.query('select pg_terminate_backend($1)', [own.rows[0]!.pid]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    await client.query('select 1');
  });
  await expect(lost).rejects.toThrow();
  await admin.end();
  expect((await pool.query('select 1 as one')).rows[0].one).toBe(1);
});
