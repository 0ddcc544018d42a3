import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importApp, YAMADA } from '../product-import/product-import.test-support.ts';
import { productLocations } from '../locations/locations.table.ts';
import { relocateStock } from '../stocks/stock-relocation.service.ts';
import { stocks } from '../stocks/stocks.table.ts';
import { readPdfPages } from './documents/pdf-reading.test-support.ts';
import { B, ownWarehouseWorld, SENDER } from './fulfilment.test-support.ts';

// Stock per location on the picking list (decision 066): a product whose pieces lie on a pickable
// shelf is printed at that shelf (its 順路), not at its 標準棚番.

const t = importApp();

describe('the picking list with stock per location', () => {
  it('names the pickable shelf holding the pieces, else the 標準棚番', async () => {
    const world = await ownWarehouseWorld(t.app.db, YAMADA.email);
    const shop = await world.shop('お茶の山田屋', SENDER);
    const order = await world.instructedOrder(
      [
        [0, 2, 1_100],
        [1, 1, 2_200],
      ],
      { shopId: shop },
    );
    const [b07, c01] = await world.shelves(['B-07', 50], ['C-01', 10]);
    // Both products' default is B-07; product 1's free pieces are moved to C-01,
    // earlier on the route (its allocated ones are then taken to lie there too: the walk's first).
    await t.app.db.insert(productLocations).values(
      world.products.slice(0, 2).map((product) => ({
        organisationId: world.actor.scope.organisationId,
        warehouseId: world.ownWarehouseId,
        productId: product.id,
        locationId: b07!,
      })),
    );
    const [stock] = await t.app.db
      .select({ id: stocks.id, onHand: stocks.onHand, allocated: stocks.allocated })
      .from(stocks)
      .where(
        and(
          eq(stocks.warehouseId, world.ownWarehouseId),
          eq(stocks.productId, world.products[0]!.id),
        ),
      );
    await t.app.db.transaction((tx) =>
      relocateStock(tx, world.actor, {
        stockId: stock!.id,
        fromLocationId: null,
        toLocationId: c01!,
        quantity: stock!.onHand - stock!.allocated,
        note: null,
      }),
    );
    const batch = (
      await t.yamada(`${B}/store`, { json: { instruction_ids: [order.instructionId] } })
    ).body.data;
    const list = await t.yamada(`${B}/picking_list/${batch.id}`);
    expect(list.status).toBe(200);
    const [total] = await readPdfPages(list.bytes);
    expect(total).toMatch(/C-01\n[\s\S]*有機緑茶1号\n2\n[\s\S]*B-07\n[\s\S]*有機緑茶2号\n1/);
  });
});
