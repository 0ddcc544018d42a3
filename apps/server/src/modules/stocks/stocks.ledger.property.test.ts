import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { AppError } from '../../http/app-error.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { expectLedgerConsistent, ledgerOrganisation } from './stocks.ledger.test-support.ts';
import {
  adjustStock,
  allocateStock,
  receiveStock,
  releaseStock,
  returnStock,
  shipStock,
  syncStock,
} from './stock-changes.ts';
import { registerStock, stockIdFor, type StockActor } from './stocks.service.ts';
import type { Tx } from '../../db/client.ts';
import { stocks } from './stocks.table.ts';

// Issue 11: random sequences of register / adjust / receive / ship / return / allocate / release /
// sync keep every invariant, agree with a plain model of the rules, and the ledger sums to each row.

type Figures = { onHand: number; allocated: number; nonSellable: number };
type Command =
  | { op: 'register'; pair: number; onHand: number; nonSellable: number }
  | { op: 'adjustTo'; pair: number; qty: number }
  | { op: 'adjustBy'; pair: number; qty: number }
  | {
      op: 'receive' | 'allocate' | 'release' | 'returnGood' | 'returnDefective';
      pair: number;
      qty: number;
    }
  | { op: 'ship'; pair: number; qty: number; fromAllocated: boolean }
  | { op: 'sync'; pair: number; qty: number };

const PAIRS = 4;
const pair = fc.integer({ min: 0, max: PAIRS - 1 });
const qty = fc.integer({ min: -3, max: 25 });
const command: fc.Arbitrary<Command> = fc.oneof(
  fc.record({
    op: fc.constant('register' as const),
    pair,
    onHand: fc.nat(30),
    nonSellable: fc.nat(5),
  }),
  fc.record({ op: fc.constant('adjustTo' as const), pair, qty: fc.nat(40) }),
  fc.record({ op: fc.constant('adjustBy' as const), pair, qty: fc.integer({ min: -25, max: 25 }) }),
  fc.record({
    op: fc.constantFrom('receive', 'allocate', 'release', 'returnGood', 'returnDefective'),
    pair,
    qty,
  }),
  fc.record({ op: fc.constant('ship' as const), pair, qty, fromAllocated: fc.boolean() }),
  fc.record({ op: fc.constant('sync' as const), pair, qty: fc.nat(40) }),
);

const valid = (f: Figures) =>
  f.onHand >= 0 && f.allocated >= 0 && f.allocated <= f.onHand && f.nonSellable >= 0;

/** The rules, written plainly: the figures after the command, or null for a refusal. */
function modelNext(current: Figures, c: Exclude<Command, { op: 'register' }>): Figures | null {
  const { onHand, allocated } = current;
  const positive = c.qty >= 1;
  const next = (delta: Partial<Figures>): Figures => ({
    onHand: onHand + (delta.onHand ?? 0),
    allocated: allocated + (delta.allocated ?? 0),
    nonSellable: current.nonSellable + (delta.nonSellable ?? 0),
  });
  let after: Figures | null;
  switch (c.op) {
    case 'adjustTo':
    case 'sync':
      after = c.qty === onHand ? null : next({ onHand: c.qty - onHand });
      break;
    case 'adjustBy':
      after = c.qty === 0 ? null : next({ onHand: c.qty });
      break;
    case 'receive':
    case 'returnGood':
      after = positive ? next({ onHand: c.qty }) : null;
      break;
    case 'returnDefective':
      after = positive ? next({ nonSellable: c.qty }) : null;
      break;
    case 'allocate':
      after = positive ? next({ allocated: c.qty }) : null;
      break;
    case 'release':
      after = positive ? next({ allocated: -c.qty }) : null;
      break;
    case 'ship':
      if (!positive) after = null;
      else if (c.fromAllocated)
        after = allocated < c.qty ? null : next({ onHand: -c.qty, allocated: -c.qty });
      else after = onHand - allocated < c.qty ? null : next({ onHand: -c.qty });
      break;
  }
  return after && valid(after) ? after : null;
}

function run(tx: Tx, actor: StockActor, id: number, c: Exclude<Command, { op: 'register' }>) {
  const meta = { reason: 'その他' };
  switch (c.op) {
    case 'adjustTo':
      return adjustStock(tx, actor, id, { to: c.qty }, meta);
    case 'adjustBy':
      return adjustStock(tx, actor, id, { by: c.qty }, meta);
    case 'receive':
      return receiveStock(tx, actor, id, c.qty);
    case 'returnGood':
      return returnStock(tx, actor, id, c.qty, 'good');
    case 'returnDefective':
      return returnStock(tx, actor, id, c.qty, 'defective');
    case 'allocate':
      return allocateStock(tx, actor, id, c.qty);
    case 'release':
      return releaseStock(tx, actor, id, c.qty);
    case 'ship':
      return shipStock(tx, actor, id, c.qty, {}, { fromAllocated: c.fromAllocated });
    case 'sync':
      return syncStock(tx, actor, id, { onHand: c.qty });
  }
}

let database: Awaited<ReturnType<typeof createTestDatabase>>;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.drop());

const figuresOf = async (id: number): Promise<Figures> => {
  const [row] = await database.db
    .select({ onHand: stocks.onHand, allocated: stocks.allocated, nonSellable: stocks.nonSellable })
    .from(stocks)
    .where(eq(stocks.id, id));
  return row!;
};

it('keeps every invariant and the ledger sums over random sequences of stock changes', async () => {
  const { db } = database;
  await fc.assert(
    fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 30 }), async (commands) => {
      const { actor, productIds, warehouseIds } = await ledgerOrganisation(db, 2, 2);
      const pairs = productIds.flatMap((productId) =>
        warehouseIds.map((warehouseId) => ({ productId, warehouseId })),
      );
      const model = new Map<number, { id: number; figures: Figures }>();
      for (const c of commands) {
        const { productId, warehouseId } = pairs[c.pair]!;
        if (c.op === 'register') {
          const exists = model.has(c.pair);
          const attempt = db.transaction((tx) =>
            registerStock(tx, actor, {
              productId,
              warehouseId,
              onHand: c.onHand,
              nonSellable: c.nonSellable,
            }),
          );
          if (exists) {
            await expect(attempt).rejects.toBeInstanceOf(AppError);
          } else {
            const row = await attempt;
            model.set(c.pair, {
              id: row.id,
              figures: { onHand: c.onHand, allocated: 0, nonSellable: c.nonSellable },
            });
          }
          continue;
        }
        if (!model.has(c.pair)) {
          const id = await db.transaction((tx) => stockIdFor(tx, actor, productId, warehouseId));
          model.set(c.pair, { id, figures: { onHand: 0, allocated: 0, nonSellable: 0 } });
        }
        const entry = model.get(c.pair)!;
        const expected = modelNext(entry.figures, c);
        const attempt = db.transaction((tx) => run(tx, actor, entry.id, c));
        if (expected === null) {
          const error = await attempt.then(
            () => null,
            (reason: unknown) => reason,
          );
          expect(error, JSON.stringify(c)).toBeInstanceOf(AppError);
          expect((error as AppError).code).toBe('validation');
        } else {
          const row = await attempt;
          expect({
            onHand: row.onHand,
            allocated: row.allocated,
            nonSellable: row.nonSellable,
          }).toEqual(expected);
          entry.figures = expected;
        }
        expect(await figuresOf(entry.id)).toEqual(entry.figures);
      }
      const rows = await expectLedgerConsistent(db, actor.scope.organisationId);
      expect(rows).toHaveLength(model.size);
    }),
    { numRuns: 60 },
  );
}, 300_000);
