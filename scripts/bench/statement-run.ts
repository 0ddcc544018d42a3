// npm run bench:statement-run: what one execution of a prepared statement costs Node (issue 30
// item 1, decision 067). The same named statement, run one after another on the app's pool three
// ways: pg's pool.query with a named statement (the reference, as the bare route sends its own),
// the same with pg's rows as arrays (no row objects at all), drizzle's prepared query built per call (sql.ts until session 21), and `runStatement` (its row
// shape kept per statement). This process's CPU µs per execution, median of interleaved rounds.
import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createDatabase } from '../../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../../apps/server/src/db/embedded.ts';
import {
  runnableStatement,
  runStatement,
  runThroughDrizzle,
} from '../../apps/server/src/db/statement-run.ts';
import { freePort } from '../../apps/server/src/test/free-port.ts';
import { machineLoad } from './machine-load.ts';
import { verdict } from './verdict.ts';

const DATA_DIR = process.env.BENCH_DATA_DIR ?? '/tmp/bench-statement-run';
const ROUNDS = 7;
const PER_ROUND = 1500;
// The app's path costs no more than pg's own named query (which parses dates the app keeps as text).
const TARGET = { atMost: 1, unit: '× pool.query' };

// A session lookup's single row, and a list page's 20 rows of the kinds the lists read.
const STATEMENTS = [
  {
    label: 'one row, 3 columns',
    query: sql`select id, label, at from bench_rows where id = ${sql.placeholder('id')}`,
    values: { id: 7 },
  },
  {
    label: '20 rows, 10 columns',
    query: sql`select * from bench_rows where id > ${sql.placeholder('id')} order by id limit 20`,
    values: { id: 0 },
  },
  {
    label: '20 rows, 30 columns',
    query: sql`select *, big + 1 as b2, label || 'x' as l2, price * 2 as p2, not flag as f2,
                 at + interval '1 day' as a2, doc -> 'n' as d2, pair[1] as q1, key::text as k2,
                 note as n2, id * 3 as i3, big * 3 as b3, upper(label) as l3, price + 1 as p3,
                 flag and true as f3, date_trunc('day', at) as a3, doc -> 'tags' as d3,
                 pair[2] as q2, md5(label) as k3, coalesce(note, '') as n3, id + 9 as i4
            from bench_rows where id > ${sql.placeholder('id')} order by id limit 20`,
    values: { id: 0 },
  },
];

rmSync(DATA_DIR, { recursive: true, force: true });
const embedded = await startEmbeddedPostgres({
  dataDir: DATA_DIR,
  port: await freePort(),
  database: 'bench',
});
const { db, pool } = createDatabase(embedded.url, 1);
try {
  await db.execute(sql`
    create table bench_rows as
      select n as id, n::bigint * 1000 as big, 'ラベル ' || n as label, n * 1.25 as price,
             n % 2 = 0 as flag, now() - n * interval '1 hour' as at,
             jsonb_build_object('n', n, 'tags', jsonb_build_array('a', 'b')) as doc,
             array[n, n + 1] as pair, gen_random_uuid() as key, null::text as note
        from generate_series(1, 100) as n`);
  console.log(`${machineLoad()} before the runs`);
  const dialect = new PgDialect();
  for (const [index, { label, query, values }] of STATEMENTS.entries()) {
    const built = dialect.sqlToQuery(query);
    const name = `bench_statement_run_${index}`;
    const kept = runnableStatement(name, built);
    const params = kept.bind(values);
    const ways = {
      'pool.query (named)': () =>
        pool.query({ name: `${name}_pg`, text: built.sql, values: params }),
      'pool.query (array)': () =>
        pool.query({ name: `${name}_pg`, text: built.sql, values: params, rowMode: 'array' }),
      'drizzle, per call': () => runThroughDrizzle(db, name, built, values),
      'kept row shape': () => runStatement(db, kept, values),
    };
    const figures = new Map<string, number[]>(Object.keys(ways).map((way) => [way, []]));
    for (let round = 0; round <= ROUNDS; round += 1) {
      for (const [way, run] of Object.entries(ways)) {
        const before = process.cpuUsage();
        for (let run_ = 0; run_ < PER_ROUND; run_ += 1) await run();
        const cpu = process.cpuUsage(before);
        // Round 0 warms up: statements parsed, code optimised.
        if (round > 0) figures.get(way)!.push((cpu.user + cpu.system) / PER_ROUND);
      }
    }
    const median = (list: number[]) => list.sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
    const reference = median(figures.get('pool.query (named)')!);
    console.log(`\n${label} (CPU µs per execution, median of ${ROUNDS} × ${PER_ROUND}):`);
    for (const [way, list] of figures) {
      const ratio = median(list) / reference;
      const judged = way === 'kept row shape' ? `  ${verdict(ratio, TARGET)}` : '';
      console.log(
        `  ${way.padEnd(20)} ${median(list).toFixed(1).padStart(6)} µs  × pool.query ${ratio.toFixed(2)}${judged}`,
      );
    }
  }
  console.log(`\n${machineLoad()} after the runs`);
} finally {
  await pool.end();
  await embedded.stop();
}
