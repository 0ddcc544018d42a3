import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import { locations, productLocations } from '../modules/locations/locations.table.ts';
import { products } from '../modules/products/products.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';

// Shelves along the Tokyo warehouse's walk (順路 in steps of 10), the last one a reserve shelf.
const SHELVES = [
  { code: 'A-01', name: 'A列1段', routeOrder: 10, pickable: true },
  { code: 'A-02', name: 'A列2段', routeOrder: 20, pickable: true },
  { code: 'B-01', name: 'B列1段', routeOrder: 30, pickable: true },
  { code: 'B-02', name: 'B列2段', routeOrder: 40, pickable: true },
  { code: 'R-01', name: '保管棚', routeOrder: 900, pickable: false },
];

/**
 * Demo 棚番 (decision 066): per organisation, the own Tokyo warehouse's shelves, and the first
 * products by code placed on the pickable ones in turn (the rest have none: they print last).
 * Every ロット管理 product gets a shelf too, so its dated lots are received onto one and the stock
 * detail shows lot × 棚番 on the first start.
 */
export async function seedDemoLocations(tx: Tx): Promise<void> {
  for (const { uuid: organisationId } of DEMO_ORGANISATIONS) {
    const [tokyo] = await tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(and(eq(warehouses.organisationId, organisationId), eq(warehouses.code, 'TOKYO')));
    if (!tokyo) continue;
    const shelves = await tx
      .insert(locations)
      .values(SHELVES.map((shelf) => ({ organisationId, warehouseId: tokyo.id, ...shelf })))
      .returning({ id: locations.id, pickable: locations.pickable });
    const pickable = shelves.filter((shelf) => shelf.pickable);
    const catalogue = await tx
      .select({ id: products.id, lotManaged: products.lotManaged })
      .from(products)
      .where(eq(products.organisationId, organisationId))
      .orderBy(asc(products.productCode));
    const placed = catalogue.filter(
      (product, index) => index < pickable.length * 2 || product.lotManaged,
    );
    if (placed.length === 0) continue;
    await tx.insert(productLocations).values(
      placed.map((product, index) => ({
        organisationId,
        warehouseId: tokyo.id,
        productId: product.id,
        locationId: pickable[index % pickable.length]!.id,
      })),
    );
  }
}
