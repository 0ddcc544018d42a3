import { addDays, todayJst } from '@logi/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importApp, YAMADA } from '../product-import/product-import.test-support.ts';
import { products } from '../products/products.table.ts';
import { adjustStock, applyStockChanges, stockIdFor } from '../stocks/index.ts';
import { readPdfPages } from './documents/pdf-reading.test-support.ts';
import { B, ownWarehouseWorld, SENDER } from './fulfilment.test-support.ts';

// Lots on paper (decision 065): the picking list and 納品書 of a batch name the lot and 賞味期限
// of each allocated piece, one line per lot, read back from the PDFs as a printer would print them.

const t = importApp();

/** Product 0 made ロット管理 with two lots in the warehouse: L-EARLY (3 pieces) and L-LATE (5). */
async function lotWorld() {
  const world = await ownWarehouseWorld(t.app.db, YAMADA.email);
  const product = world.products[0]!;
  await t.app.db.update(products).set({ lotManaged: true }).where(eq(products.id, product.id));
  const early = addDays(todayJst(), 100);
  const late = addDays(todayJst(), 200);
  await t.app.db.transaction(async (tx) => {
    const stockId = await stockIdFor(tx, world.actor, product.id, world.ownWarehouseId);
    // The world's unlotted pieces leave first, so only the two lots remain.
    await adjustStock(tx, world.actor, stockId, { to: 0 }, { note: 'テスト準備' });
    await applyStockChanges(
      tx,
      world.actor,
      [
        ['L-LATE', late, 5],
        ['L-EARLY', early, 3],
      ].map(([lotNo, expiresOn, onHand]) => ({
        stockId,
        kind: 'receipt' as const,
        deltas: () => ({ onHand: onHand as number }),
        lot: { lotNo: lotNo as string, expiresOn: expiresOn as string },
        meta: {},
      })),
    );
  });
  return { world, early, late };
}

describe('lots on the picking list and 納品書', () => {
  it('prints one line per lot, first expiry first, with ロット and 賞味期限; a product without lots prints none', async () => {
    const { world, early, late } = await lotWorld();
    const shop = await world.shop('お茶の山田屋', SENDER);
    // 5 pieces of the lot product take all of L-EARLY (3) and 2 of L-LATE (FEFO).
    const order = await world.instructedOrder(
      [
        [0, 5, 1_000],
        [1, 1, 2_000],
      ],
      { shopId: shop, recipientName: '鈴木 一郎' },
    );
    const batch = (
      await t.yamada(`${B}/store`, { json: { instruction_ids: [order.instructionId] } })
    ).body.data;

    const list = await t.yamada(`${B}/picking_list/${batch.id}`);
    expect(list.status).toBe(200);
    const [total, perOrder] = await readPdfPages(list.bytes);
    for (const page of [total!, perOrder!]) {
      expect(page).toContain('ロット\n賞味期限');
      expect(page).toMatch(
        new RegExp(
          `有機緑茶1号\\nL-EARLY\\n${early}\\n3\\n[\\s\\S]*有機緑茶1号\\nL-LATE\\n${late}\\n2\\n`,
        ),
      );
      // The product without lots: its name straight before its quantity.
      expect(page).toMatch(/有機緑茶2号\n1(\n|$)/);
    }

    const notes = await t.yamada(`${B}/delivery_notes/${batch.id}`);
    expect(notes.status).toBe(200);
    const [note] = await readPdfPages(notes.bytes);
    expect(note).toContain('ロット\n賞味期限');
    expect(note).toMatch(
      new RegExp(
        `有機緑茶1号\\n\\S+\\nL-EARLY\\n${early}\\n3\\n¥1,000\\n¥3,000\\n[\\s\\S]*有機緑茶1号\\n\\S+\\nL-LATE\\n${late}\\n2\\n¥1,000\\n¥2,000`,
      ),
    );
    // Split per lot, the order still totals what it sold: 5 × ¥1,000 + ¥2,000.
    expect(note).toMatch(/小計\n¥7,000/);
  });
});
