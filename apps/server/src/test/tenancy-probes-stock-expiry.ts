import { addDays, todayJst } from '@logi/shared';
import { organisationScope } from '../db/organisation-scope.ts';
import { products } from '../modules/products/products.table.ts';
import { applyStockChanges, stockIdFor } from '../modules/stocks/index.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import type { InventoryRoute, ProbeOwner } from './route-inventory.ts';
import { probeMarker, recordProbes } from './tenancy-probe-kit.ts';

/** Tenancy probes of 賞味期限管理 (decision 073): the owner's lot, expiring tomorrow, is listed. */

async function nearLotRecord(owner: ProbeOwner) {
  const key = probeMarker('LOT');
  const [product] = await owner.db
    .insert(products)
    .values({
      organisationId: owner.organisationId,
      productCode: key,
      name: 'プローブ賞味期限商品',
      lotManaged: true,
    })
    .returning({ id: products.id });
  const [warehouse] = await owner.db
    .insert(warehouses)
    .values({
      organisationId: owner.organisationId,
      code: probeMarker('WH'),
      name: 'プローブ倉庫',
      type: 'own',
    })
    .returning({ id: warehouses.id });
  const actor = { scope: organisationScope(owner.organisationId), userId: owner.userId };
  await owner.db.transaction(async (tx) => {
    const stockId = await stockIdFor(tx, actor, product!.id, warehouse!.id);
    await applyStockChanges(tx, actor, [
      {
        stockId,
        kind: 'receipt',
        deltas: () => ({ onHand: 3 }),
        lot: { lotNo: key, expiresOn: addDays(todayJst(), 1) },
      },
    ]);
  });
  return { key };
}

const probe = recordProbes(nearLotRecord);

const row = (url: string, body: Record<string, unknown>): InventoryRoute => ({
  method: 'POST',
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe: probe('listing', () => ({ path: url, body })),
});

/** 賞味期限管理's rows of the route inventory. */
export const STOCK_EXPIRY_ROUTES: InventoryRoute[] = [
  row('/api/stocks/expiry/search', { per_page: 100 }),
  row('/api/stocks/expiry/export', { encoding: 'utf8' }),
];
