import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './bench-app.ts';
import { seedLargeProducts } from '../../apps/server/src/demo/seed-large.ts';
import { seedLargeInbound } from '../../apps/server/src/demo/seed-large-inbound.ts';
import { seedBenchDemo } from './bench-app.ts';
import { addDays, todayJst } from '../../packages/shared/src/index.ts';
import { DEMO_ORGANISATIONS } from '../../apps/server/src/modules/idp/demo-accounts.ts';
import { readFileSync, existsSync } from 'node:fs';

const bench = await openBenchDatabase('inbound-explain');
const { db } = bench;
const org = DEMO_ORGANISATIONS[0]!.uuid;
try {
  await seedBenchDemo(db);
  console.log(await seedLargeProducts(db, org));
  console.log(await seedLargeInbound(db, org));
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql`checkpoint`);
  const from = addDays(todayJst(), -180), to = addDays(todayJst(), 60);
  console.log('ready', bench.url, org, from, to);
  // Keep serving for manual psql work until /tmp/inbound-stop exists.
  while (!existsSync('/tmp/inbound-stop')) await new Promise((r) => setTimeout(r, 1000));
} finally {
  await bench.close();
}
