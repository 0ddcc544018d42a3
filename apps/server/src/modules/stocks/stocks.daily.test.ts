import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addDays, stockDailySearchSchema, STOCK_DAILY_MESSAGES, toJstDate } from '@logi/shared';
import { AppError } from '../../http/app-error.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { ledgerOrganisation } from './stocks.ledger.test-support.ts';
import {
  adjustStock,
  allocateStock,
  receiveStock,
  releaseStock,
  returnStock,
  shipStock,
} from './stock-changes.ts';
import { dailyStockCsvChunks, endOfJstDay, searchDailyStock } from './stocks-daily.repository.ts';
import { DAILY_CSV_COLUMNS } from './stocks.routes.ts';
import { csvRowLines } from '../../http/csv-format.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { products } from '../products/products.table.ts';
import { applyStockChanges, registerStock, type StockActor } from './stocks.service.ts';
import type { Tx } from '../../db/client.ts';

// Issue 28 item 5: 日次在庫表 read from the ledger agrees with replaying the ledger from zero up to
// each day's end (JST), whichever side of the ledger the report reads.

const HISTORY_DAYS = 8;
type Change = {
  op:
    'receive' | 'ship' | 'shipAllocated' | 'allocate' | 'release' | 'adjustBy' | 'returnDefective';
  pair: number;
  qty: number;
  daysBack: number;
  /** At the JST midnight exactly, 1 ms before it, or inside the day. */
  at: 'midnight' | 'justBefore' | number;
};

const change: fc.Arbitrary<Change> = fc.record({
  op: fc.constantFrom(
    'receive',
    'ship',
    'shipAllocated',
    'allocate',
    'release',
    'adjustBy',
    'returnDefective',
  ),
  pair: fc.nat(3),
  qty: fc.integer({ min: 1, max: 20 }),
  daysBack: fc.nat(HISTORY_DAYS - 1),
  at: fc.oneof(
    fc.constantFrom('midnight' as const, 'justBefore' as const),
    fc.integer({ min: 1, max: 86_399_999 }),
  ),
});

function occurredAt(today: string, c: Change, now: Date) {
  const midnight = new Date(`${addDays(today, -c.daysBack)}T00:00:00+09:00`).getTime();
  const at =
    c.at === 'midnight' ? midnight : c.at === 'justBefore' ? midnight - 1 : midnight + c.at;
  return new Date(Math.min(at, now.getTime() - 1000));
}

function apply(tx: Tx, actor: StockActor, id: number, c: Change, when: Date) {
  const meta = { occurredAt: when, reason: 'その他' };
  if (c.op === 'receive') return receiveStock(tx, actor, id, c.qty, meta);
  if (c.op === 'ship') return shipStock(tx, actor, id, c.qty, meta, { fromAllocated: false });
  if (c.op === 'shipAllocated') return shipStock(tx, actor, id, c.qty, meta);
  if (c.op === 'allocate') return allocateStock(tx, actor, id, c.qty, meta);
  if (c.op === 'release') return releaseStock(tx, actor, id, c.qty, meta);
  if (c.op === 'returnDefective') return returnStock(tx, actor, id, c.qty, 'defective', meta);
  return adjustStock(tx, actor, id, { by: c.qty % 2 === 0 ? c.qty : -c.qty }, meta);
}

type Ledger = { stock_id: number; on: number; al: number; ns: number; created_at: Date };

/** The oracle: every stock row's figures replayed from zero over its changes before `end`. */
function replay(ledger: Ledger[], end: Date) {
  const figures = new Map<number, { onHand: number; allocated: number; nonSellable: number }>();
  for (const row of ledger) {
    const current = figures.get(row.stock_id) ?? { onHand: 0, allocated: 0, nonSellable: 0 };
    if (new Date(row.created_at) < end) {
      current.onHand += row.on;
      current.allocated += row.al;
      current.nonSellable += row.ns;
    }
    figures.set(row.stock_id, current);
  }
  return figures;
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const search = (date: string, extra: Record<string, unknown> = {}) =>
  stockDailySearchSchema.parse({ date, perPage: 100, ...extra });

async function csvOf(scope: OrganisationScope, date: string, extra: Record<string, unknown> = {}) {
  let text = '';
  const chunks = dailyStockCsvChunks(database.db, scope, search(date, extra));
  for await (const chunk of chunks) text += chunk.toString('utf8');
  return text;
}

it('matches a replay of the ledger up to the end of every day of a random history', async () => {
  const { db } = database;
  await fc.assert(
    fc.asyncProperty(fc.array(change, { maxLength: 25 }), async (changes) => {
      const now = new Date();
      const today = toJstDate(now);
      const { actor, productIds, warehouseIds } = await ledgerOrganisation(db, 2, 2);
      const start = new Date(`${addDays(today, -HISTORY_DAYS)}T09:00:00+09:00`);
      const ids: number[] = [];
      for (const productId of productIds) {
        for (const warehouseId of warehouseIds) {
          const row = await db.transaction((tx) =>
            registerStock(
              tx,
              actor,
              { productId, warehouseId, onHand: 30, nonSellable: 2 },
              { occurredAt: start },
            ),
          );
          ids.push(row.id);
        }
      }
      // Booked as they happen, except receipts, which come in late (back-dated) as real ones can:
      // a late receipt only adds, so every past figure stays one the service checked.
      const byTime = changes
        .map((c) => ({ c, when: occurredAt(today, c, now) }))
        .sort((a, b) => a.when.getTime() - b.when.getTime());
      const late = byTime.filter(({ c }) => c.op === 'receive');
      for (const { c, when } of [...byTime.filter(({ c }) => c.op !== 'receive'), ...late]) {
        // A refusal (more than there is) books nothing, as in real use.
        await db
          .transaction((tx) => apply(tx, actor, ids[c.pair]!, c, when))
          .catch((error) => {
            if (!(error instanceof AppError)) throw error;
          });
      }
      const { rows: ledger } = await db.execute<Ledger>(sql`
        select stock_id, on_hand_delta as on, allocated_delta as al, non_sellable_delta as ns,
               created_at from stock_movements where organisation_id = ${actor.scope.organisationId}`);
      for (let day = addDays(today, -HISTORY_DAYS); day <= today; day = addDays(day, 1)) {
        const page = await searchDailyStock(db, actor.scope, search(day), now);
        const expected = replay(ledger, endOfJstDay(day));
        expect(page.total).toBe(ids.length);
        for (const row of page.data) {
          const figures = expected.get(row.id)!;
          expect({ day, ...row }).toMatchObject({
            day,
            ...figures,
            available: figures.onHand - figures.allocated,
          });
          // The negative 引当数 defect: no past day reads negative or allocates beyond on hand.
          expect(
            Math.min(row.onHand, row.allocated, row.available, row.nonSellable),
          ).toBeGreaterThanOrEqual(0);
        }
        // The CSV's lines come from one set-based query: the pages' rows, as csvRowLines writes them.
        expect(await csvOf(actor.scope, day)).toBe(csvRowLines(DAILY_CSV_COLUMNS, page.data));
      }
    }),
    { numRuns: 12 },
  );
}, 300_000);

it('refuses a future day and a day before the first record, and counts a JST midnight as the next day', async () => {
  const { db } = database;
  const now = new Date('2026-11-26T03:00:00Z'); // 2026-11-26 12:00 JST
  const { actor, productIds, warehouseIds } = await ledgerOrganisation(db, 1, 1);
  await db.transaction(async (tx) => {
    const row = await registerStock(
      tx,
      actor,
      { productId: productIds[0]!, warehouseId: warehouseIds[0]!, onHand: 5, nonSellable: 0 },
      { occurredAt: new Date('2026-11-20T01:00:00Z') },
    );
    // 2026-11-24 00:00 JST: the 24th's, not the 23rd's.
    await receiveStock(tx, actor, row.id, 7, { occurredAt: new Date('2026-11-23T15:00:00Z') });
  });
  // A name a spreadsheet would run, with a quote, a comma and a line break: escaped as csvCell does;
  // a backslash and a tab come through the binary COPY as they are.
  await db
    .update(products)
    .set({ name: '=HYPERLINK("x"),\n緑茶\\\t' })
    .where(eq(products.id, productIds[0]!));
  expect(await csvOf(actor.scope, '2026-11-24')).toBe(
    csvRowLines(
      DAILY_CSV_COLUMNS,
      (await searchDailyStock(db, actor.scope, search('2026-11-24'), now)).data,
    ),
  );
  // The file's filters are the page's: a keyword no product matches leaves no line.
  const byWarehouse = { warehouseId: warehouseIds[0] };
  expect(await csvOf(actor.scope, '2026-11-24', byWarehouse)).toBe(
    await csvOf(actor.scope, '2026-11-24'),
  );
  expect(await csvOf(actor.scope, '2026-11-24', { keyword: 'ZZZ該当なしQQQ' })).toBe('');
  const onHandOn = async (date: string) =>
    (await searchDailyStock(db, actor.scope, search(date), now)).data[0]!.onHand;
  expect([await onHandOn('2026-11-23'), await onHandOn('2026-11-24')]).toEqual([5, 12]);
  const refusal = (date: string) =>
    searchDailyStock(db, actor.scope, search(date), now).then(
      () => null,
      (error: AppError) => error.fieldErrors?.date,
    );
  expect(await refusal('2026-11-27')).toEqual([STOCK_DAILY_MESSAGES.future('2026-11-26')]);
  expect(await refusal('2026-11-19')).toEqual([STOCK_DAILY_MESSAGES.beforeStart('2026-11-20')]);
  const other = await searchDailyStock(
    db,
    actor.scope,
    search('2026-11-24', { keyword: 'X-無い' }),
    now,
  );
  expect(other.total).toBe(0);
});

it("breaks a ロット管理 product's row into its lots as of the day's end, first expiry first", async () => {
  const { db } = database;
  const now = new Date();
  const today = toJstDate(now);
  const { actor, productIds, warehouseIds } = await ledgerOrganisation(db, 2, 1);
  await db.update(products).set({ lotManaged: true }).where(eq(products.id, productIds[0]!));
  const at = (daysBack: number) => ({
    occurredAt: new Date(`${addDays(today, -daysBack)}T03:00:00Z`),
  });
  const [lotRow, plainRow] = await db.transaction(async (tx) => [
    await registerStock(
      tx,
      actor,
      { productId: productIds[0]!, warehouseId: warehouseIds[0]!, onHand: 0, nonSellable: 0 },
      at(4),
    ),
    await registerStock(
      tx,
      actor,
      { productId: productIds[1]!, warehouseId: warehouseIds[0]!, onHand: 4, nonSellable: 0 },
      at(4),
    ),
  ]);
  const receive = (qty: number, lotNo: string, expiresOn: string, daysBack: number) =>
    db.transaction((tx) =>
      applyStockChanges(tx, actor, [
        {
          stockId: lotRow!.id,
          kind: 'receipt',
          deltas: () => ({ onHand: qty }),
          meta: at(daysBack),
          lot: { lotNo, expiresOn },
        },
      ]),
    );
  await receive(5, 'L-LATE', addDays(today, 200), 3);
  await receive(3, 'L-EARLY', addDays(today, 100), 2);
  await db.transaction((tx) => allocateStock(tx, actor, lotRow!.id, 2, at(2)));
  const lotsOn = async (daysBack: number) => {
    const page = await searchDailyStock(db, actor.scope, search(addDays(today, -daysBack)), now);
    return Object.fromEntries(page.data.map((row) => [row.id, row.lots]));
  };
  const late = {
    lotNo: 'L-LATE',
    expiresOn: addDays(today, 200),
    onHand: 5,
    allocated: 0,
    available: 5,
  };
  expect(await lotsOn(4)).toEqual({ [lotRow!.id]: [], [plainRow!.id]: null });
  expect((await lotsOn(3))[lotRow!.id]).toEqual([late]);
  expect((await lotsOn(1))[lotRow!.id]).toEqual([
    { lotNo: 'L-EARLY', expiresOn: addDays(today, 100), onHand: 3, allocated: 2, available: 1 },
    late,
  ]);
});
