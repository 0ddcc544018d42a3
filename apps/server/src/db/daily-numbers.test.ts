import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { dailyNumbers } from './daily-numbers.ts';
import { organisationScope } from './organisation-scope.ts';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    sql`create table daily_docs (organisation_id text not null, doc_no text not null, unique (organisation_id, doc_no))`,
  );
});
afterAll(() => database.drop());

const next = dailyNumbers({
  lock: 'daily-docs',
  prefix: 'DD',
  table: 'daily_docs',
  column: 'doc_no',
});
const ours = organisationScope('org-a');
const theirs = organisationScope('org-b');

/** Draws a number and stores it, in one transaction, as the modules' saves do. */
const draw = (scope = ours, day = '2026-11-27') =>
  database.db.transaction(async (tx) => {
    const number = await next(tx, scope, day);
    await tx.execute(sql`insert into daily_docs values (${scope.organisationId}, ${number})`);
    return number;
  });

describe('dailyNumbers', () => {
  it('counts up per organisation and day, from 0001', async () => {
    expect(await draw()).toBe('DD-20261127-0001');
    expect(await draw()).toBe('DD-20261127-0002');
    expect(await draw(theirs)).toBe('DD-20261127-0001');
    expect(await draw(ours, '2026-11-28')).toBe('DD-20261128-0001');
  });

  it('never hands the same number to two saves at once', async () => {
    const numbers = await Promise.all(Array.from({ length: 5 }, () => draw(ours, '2026-12-01')));
    expect(new Set(numbers).size).toBe(5);
    expect([...numbers].sort()).toEqual([1, 2, 3, 4, 5].map((n) => `DD-20261201-000${n}`));
  });
});
