import pg from 'pg';

export type SimClient = pg.PoolClient;

/** A pool whose connections see only the simulator's schema (search_path), so SQL stays plain. */
export function createSimPool(connectionString: string, schema: string, max = 5): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, options: `-c search_path="${schema}"` });
  // A connection losing its server (a restart, the embedded one stopping first on SIGTERM) must
  // not crash the process it runs in: pg-pool listens only while a connection is idle, so each
  // one gets a listener for life; a query in flight fails on its own, the pool connects again.
  const report = (error: Error) =>
    console.error('simulator database connection lost:', error.message);
  pool.on('connect', (client) => client.on('error', report));
  pool.on('error', () => {}); // an idle one's loss is reported by its own listener above
  return pool;
}

/** Runs fn in one transaction on one connection. */
export async function withTransaction<T>(
  pool: pg.Pool,
  fn: (client: SimClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await fn(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

export type Paging = { page: number; perPage: number };

/** One page of rows: `from` is the FROM/WHERE clause, params its values. */
export async function pageOf<T>(
  client: pg.Pool | SimClient,
  from: string,
  params: unknown[],
  orderBy: string,
  select: string,
  { page, perPage }: Paging,
  map: (row: Record<string, unknown>) => T,
) {
  const total = await client.query(`select count(*)::int as total ${from}`, params);
  const rows = await client.query(
    `select ${select} ${from} order by ${orderBy} limit $${params.length + 1} offset $${params.length + 2}`,
    [...params, perPage, (page - 1) * perPage],
  );
  return { items: rows.rows.map(map), page, perPage, total: total.rows[0].total as number };
}

/** `and <column> >= $n` when since is given, else nothing; pushes its value. */
export function sinceClause(column: string, since: string | undefined, params: unknown[]): string {
  if (!since) return '';
  params.push(since);
  return ` and ${column} >= $${params.length}`;
}
