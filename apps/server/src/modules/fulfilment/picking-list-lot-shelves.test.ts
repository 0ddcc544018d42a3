import { addDays, todayJst } from '@logi/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importApp, YAMADA } from '../product-import/product-import.test-support.ts';
import { products } from '../products/products.table.ts';
import { adjustStock, applyStockChanges, stockIdFor } from '../stocks/index.ts';
import { readPdfPages } from './documents/pdf-reading.test-support.ts';
import { B, ownWarehouseWorld, SENDER } from './fulfilment.test-support.ts';

// Lot × shelf on the picking list (decision 066 § lot × shelf): a lot line names the shelf holding
// that lot (the first along the walk), not the product's first shelf.

const t = importApp();

describe('the picking list with lot × shelf', () => {
  it('sends the picker to each lot’s own shelf, in walk order', async () => {
    const world = await ownWarehouseWorld(t.app.db, YAMADA.email);
    const product = world.products[0]!;
    await t.app.db.update(products).set({ lotManaged: true }).where(eq(products.id, product.id));
    const [b07, c01] = await world.shelves(['B-07', 50], ['C-01', 10]);
    const early = addDays(todayJst(), 100);
    const late = addDays(todayJst(), 200);
    // L-EARLY lies on B-07 (late on the route), L-LATE on C-01 (early on the route).
    await t.app.db.transaction(async (tx) => {
      const stockId = await stockIdFor(tx, world.actor, product.id, world.ownWarehouseId);
      await adjustStock(tx, world.actor, stockId, { to: 0 }, { note: 'テスト準備' });
      await applyStockChanges(tx, world.actor, [
        {
          stockId,
          kind: 'receipt',
          deltas: () => ({ onHand: 3 }),
          lot: { lotNo: 'L-EARLY', expiresOn: early },
          location: b07!,
        },
        {
          stockId,
          kind: 'receipt',
          deltas: () => ({ onHand: 5 }),
          lot: { lotNo: 'L-LATE', expiresOn: late },
          location: c01!,
        },
      ]);
    });
    const shop = await world.shop('お茶の山田屋', SENDER);
    // 5 pieces take L-EARLY's 3 and 2 of L-LATE (FEFO).
    const order = await world.instructedOrder([[0, 5, 1_000]], { shopId: shop });
    const batch = (
      await t.yamada(`${B}/store`, { json: { instruction_ids: [order.instructionId] } })
    ).body.data;
    const list = await t.yamada(`${B}/picking_list/${batch.id}`);
    expect(list.status).toBe(200);
    const [total] = await readPdfPages(list.bytes);
    expect(total).toMatch(
      new RegExp(
        `C-01\\n[\\s\\S]*L-LATE\\n${late}\\n2\\n[\\s\\S]*B-07\\n[\\s\\S]*L-EARLY\\n${early}\\n3`,
      ),
    );
  });
});
