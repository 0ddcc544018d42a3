import { randomBytes } from 'node:crypto';
import { todayJst } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createSecretBox } from '../modules/app-settings/index.ts';
import { DEMO_ACCOUNTS, DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { expectLedgerConsistent } from '../modules/stocks/stocks.ledger.test-support.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { seedDemoData } from './seed.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemoData(database.db, {
    issuer: 'http://localhost:3000/oidc',
    accounts: DEMO_ACCOUNTS,
    secrets: createSecretBox(randomBytes(32)),
  });
});
afterAll(() => database.drop());

it('seeds a schedule in every status and a few returns, receipts and returns in the ledger', async () => {
  const organisationId = DEMO_ORGANISATIONS[0]!.uuid;
  const { rows } = await database.db.execute<{ status: string }>(
    sql`select distinct status from receiving_schedules where organisation_id = ${organisationId}`,
  );
  expect(rows.map((row) => row.status).sort()).toEqual(
    ['cancelled', 'completed', 'partial', 'sync_error', 'unsynced', 'waiting'].sort(),
  );
  // Today's and the coming schedules' receipts (the month's deliveries are the history's).
  const counted = await database.db.execute<{ returns: number; movements: number }>(sql`select
      (select count(*)::int from customer_returns where organisation_id = ${organisationId}) as returns,
      (select count(*)::int from stock_movements m where m.organisation_id = ${organisationId}
         and (m.reference_type = 'customer_return'
              or (m.reference_type = 'receiving_schedule' and m.reference_id::int in (
                    select id from receiving_schedules where organisation_id = ${organisationId}
                       and scheduled_date >= ${todayJst()}::date)))) as movements`);
  expect(counted.rows[0]).toEqual({ returns: 3, movements: 7 });
  await expectLedgerConsistent(database.db, organisationId);
});
