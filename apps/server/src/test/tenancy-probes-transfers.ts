import { TRANSFER_MESSAGES } from '@logi/shared';
import { and, eq } from 'drizzle-orm';
import { organisationScope } from '../db/organisation-scope.ts';
import { products } from '../modules/products/products.table.ts';
import { applyStockChanges, registerStock, stockIdFor } from '../modules/stocks/index.ts';
import { storeTransfer } from '../modules/transfers/transfers.service.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import type { InventoryRoute, ProbeOwner, ProbeRequest, TenancyProbe } from './route-inventory.ts';

/** Tenancy probes of 在庫移動 for route-inventory.ts: the owner's own → own transfer of one product. */

type TransferRecord = {
  id: number;
  sourceId: number;
  destinationId: number;
  productId: number;
  key: string;
};

async function transferRecord(owner: ProbeOwner): Promise<TransferRecord> {
  const key = `MOVE-${crypto.randomUUID().slice(0, 8)}`;
  const [product] = await owner.db
    .insert(products)
    .values({ organisationId: owner.organisationId, productCode: key, name: 'プローブ商品' })
    .returning({ id: products.id });
  const [source, destination] = await owner.db
    .insert(warehouses)
    .values(
      ['A', 'B'].map((side) => ({
        organisationId: owner.organisationId,
        code: `${key}-${side}`,
        name: 'プローブ倉庫',
        type: 'own',
      })),
    )
    .returning({ id: warehouses.id });
  const actor = { scope: organisationScope(owner.organisationId), userId: owner.userId };
  await owner.db.transaction((tx) =>
    registerStock(tx, actor, {
      productId: product!.id,
      warehouseId: source!.id,
      onHand: 7,
      nonSellable: 0,
    }),
  );
  const transfer = await storeTransfer(owner.db, actor, {
    sourceWarehouseId: source!.id,
    destinationWarehouseId: destination!.id,
    vendorId: null,
    memo: key,
    lines: [{ productId: product!.id, quantity: 2 }],
  });
  return {
    id: transfer.id,
    sourceId: source!.id,
    destinationId: destination!.id,
    productId: product!.id,
    key,
  };
}

const probe = (
  kind: 'record' | 'listing',
  request: (record: TransferRecord) => Omit<ProbeRequest, 'leaks'>,
  leaks: (record: TransferRecord, text: string) => boolean = (record, text) =>
    text.includes(record.key),
): TenancyProbe => ({
  kind,
  arrange: async (owner) => {
    const record = await transferRecord(owner);
    return { ...request(record), leaks: (text) => leaks(record, text) };
  },
});

/** The owner's product made ロット管理 with a lot named after the record's key at the source. */
async function withLot(owner: ProbeOwner, record: TransferRecord) {
  await owner.db
    .update(products)
    .set({ lotManaged: true })
    .where(
      and(eq(products.organisationId, owner.organisationId), eq(products.id, record.productId)),
    );
  const actor = { scope: organisationScope(owner.organisationId), userId: owner.userId };
  await owner.db.transaction(async (tx) => {
    const stockId = await stockIdFor(tx, actor, record.productId, record.sourceId);
    await applyStockChanges(tx, actor, [
      {
        stockId,
        kind: 'receipt',
        deltas: () => ({ onHand: 3 }),
        lot: { lotNo: record.key, expiresOn: '2099-12-31' },
      },
    ]);
  });
  return record;
}

const T = '/api/transfers';
// The hostile sweep's organisation may register a transfer: the id-only routes' sample names none.
const NO_TRANSFER = 2_147_483_647;

const row = (method: 'GET' | 'POST', url: string, probe: TenancyProbe): InventoryRoute => ({
  method,
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
  ...(/(show|cancel)\/:id$/.test(url) && { sample: url.replace(':id', String(NO_TRANSFER)) }),
});

/** 在庫移動's rows of the route inventory. */
export const TRANSFER_ROUTES: InventoryRoute[] = [
  row(
    'POST',
    `${T}/search`,
    probe('listing', () => ({ path: `${T}/search`, body: { per_page: 100 } })),
  ),
  // Another organisation cannot name the owner's warehouses or product: refused, nothing moves.
  row(
    'POST',
    `${T}/store`,
    probe('listing', ({ sourceId, destinationId, productId, key }) => ({
      path: `${T}/store`,
      body: {
        source_warehouse_id: sourceId,
        destination_warehouse_id: destinationId,
        memo: key,
        lines: [{ product_id: productId, quantity: 1 }],
      },
      intruderStatus: 422,
      ownerStatus: 201,
    })),
  ),
  // Another organisation naming the owner's warehouse and product gets no lots (200, empty).
  row('GET', `${T}/source_lots`, {
    kind: 'listing',
    arrange: async (owner) => {
      const record = await withLot(owner, await transferRecord(owner));
      return {
        path: `${T}/source_lots?warehouse_id=${record.sourceId}&product_id=${record.productId}`,
        leaks: (text) => text.includes(record.key),
      };
    },
  }),
  row(
    'GET',
    `${T}/show/:id`,
    probe('record', ({ id }) => ({ path: `${T}/show/${id}` })),
  ),
  // The owner's own → own transfer is done: its cancel is refused (422), another's is a 404.
  row(
    'POST',
    `${T}/cancel/:id`,
    probe(
      'record',
      ({ id }) => ({ path: `${T}/cancel/${id}`, ownerStatus: 422 }),
      (_record, text) => text.includes(TRANSFER_MESSAGES.notCancellable),
    ),
  ),
];
