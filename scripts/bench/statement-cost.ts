// What each statement of one read costs PostgreSQL: EXPLAIN ANALYZE's planning and execution
// times, and the server process's CPU per run, read from /proc (the embedded server is local).
// Planning is the part EXPLAIN's "Execution Time" leaves out: the fulfilment lists once spent
// 35–150 ms planning a seven-way join that ran in 1–20 ms (decision 058). CPU time moves less
// with the machine's load than wall time, so it is the figure to compare between runs.
import { readFileSync } from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Database } from '../../apps/server/src/db/client.ts';

const CPU_RUNS = 30;
const TICK_MS = 10;

type Statement = { query: string; params: unknown[] };

/**
 * The statements `read` issues, in order, as drizzle hands them to the pool. `warm`: the read runs
 * once unlogged on the same handle first, so what it keeps between requests is kept (decision 058).
 */
export async function statementsOf(
  pool: pg.Pool,
  read: (handle: Database) => Promise<unknown>,
  { warm = false }: { warm?: boolean } = {},
): Promise<Statement[]> {
  const statements: Statement[] = [];
  let logging = !warm;
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      if (logging) statements.push({ query, params });
    },
  };
  const handle = drizzle(pool, { casing: 'snake_case', logger });
  if (warm) await read(handle);
  logging = true;
  await read(handle);
  return statements;
}

const kindOf = (query: string) =>
  /shipping_stage_generations|picking_batch_generations/.test(query)
    ? 'tag   '
    : /^\s*select (i\.status, )?count\(\*\)/.test(query)
      ? 'count '
      : 'window';

/** One line per statement: planning / execution (EXPLAIN ANALYZE) and server CPU per run. */
export async function statementCosts(url: string, statements: Statement[]): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
    const cpuTicks = () => {
      const fields = readFileSync(`/proc/${rows[0]!.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      return Number(fields[11]) + Number(fields[12]);
    };
    const lines: string[] = [];
    for (const { query, params } of statements) {
      // A first run warms this connection's catalog caches, as the app's pooled connections are.
      await client.query(query, params);
      const before = cpuTicks();
      for (let run = 0; run < CPU_RUNS; run += 1) await client.query(query, params);
      const cpu = ((cpuTicks() - before) * TICK_MS) / CPU_RUNS;
      // As the app runs the lists now (decision 058): a named statement, planned generically once
      // PostgreSQL finds that plan as good, so planning leaves the per-run cost.
      const named = { name: `bench_${lines.length}`, text: query, values: params };
      for (let run = 0; run < 6; run += 1) await client.query(named);
      const beforePrepared = cpuTicks();
      for (let run = 0; run < CPU_RUNS; run += 1) await client.query(named);
      const preparedCpu = ((cpuTicks() - beforePrepared) * TICK_MS) / CPU_RUNS;
      const plan = (await client.query(`explain analyze ${query}`, params)).rows
        .map((row: { 'QUERY PLAN': string }) => row['QUERY PLAN'])
        .join('\n');
      const planning = /Planning Time: ([\d.]+)/.exec(plan)?.[1];
      const execution = /Execution Time: ([\d.]+)/.exec(plan)?.[1];
      const what = kindOf(query);
      lines.push(
        `    ${what}: planning ${planning} ms, execution ${execution} ms (EXPLAIN ANALYZE); ` +
          `server CPU a run (${CPU_RUNS} runs): ${cpu.toFixed(1)} ms planned each time, ` +
          `${preparedCpu.toFixed(1)} ms prepared`,
      );
      if (process.env.BENCH_PLANS) lines.push(plan.replace(/^/gm, '      '));
    }
    return lines;
  } finally {
    await client.end();
  }
}
