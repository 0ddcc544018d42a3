import { addDays, todayJst, type InboundStatusCode, type ReturnReason } from '@logi/shared';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { organisationScope } from '../db/organisation-scope.ts';
import { DEMO_ORGANISATIONS } from '../modules/idp/demo-accounts.ts';
import {
  bookReceipt,
  bookReturn,
  receivingScheduleLines,
  receivingSchedules,
  refreshScheduleStatus,
} from '../modules/inbound/index.ts';
import { products } from '../modules/products/products.table.ts';
import { suppliers } from '../modules/suppliers/suppliers.table.ts';
import { vendors } from '../modules/vendors/vendors.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';

// The first and fourth demo products: the stock seed keeps the second out of stock, and the third
// only at RSL (the own warehouse never receives it).
const DEMO_PRODUCTS = [0, 3];

type DemoSchedule = {
  own: boolean;
  daysAhead: number;
  status: InboundStatusCode;
  /** Pieces received per line (own warehouses; through the stock service). */
  received?: number[];
  syncMessage?: string;
  cancelReason?: string;
};

// One schedule per status, so the list tells a story on first start.
const SCHEDULES: DemoSchedule[] = [
  { own: true, daysAhead: 2, status: 'waiting' },
  { own: true, daysAhead: 1, status: 'waiting', received: [6, 0] },
  { own: true, daysAhead: 0, status: 'waiting', received: [12, 8] },
  { own: true, daysAhead: 5, status: 'cancelled', cancelReason: '発注取消のため' },
  { own: false, daysAhead: 3, status: 'unsynced' },
  { own: false, daysAhead: 4, status: 'waiting' },
  {
    own: false,
    daysAhead: 6,
    status: 'sync_error',
    syncMessage: 'ベンダーが倉庫に登録されていません',
  },
];

const RETURNS: {
  reason: ReturnReason;
  daysAgo: number;
  lines: [number, 'good' | 'defective'][];
}[] = [
  { reason: '受取拒否', daysAgo: 1, lines: [[2, 'good']] },
  { reason: '商品不良', daysAgo: 3, lines: [[1, 'defective']] },
  {
    reason: '長期不在',
    daysAgo: 6,
    lines: [
      [1, 'good'],
      [1, 'defective'],
    ],
  },
];

async function firstOf(tx: Tx, organisationId: string) {
  const warehouseRows = await tx
    .select()
    .from(warehouses)
    .where(eq(warehouses.organisationId, organisationId))
    .orderBy(asc(warehouses.code));
  const [supplier] = await tx
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.organisationId, organisationId))
    .orderBy(asc(suppliers.code))
    .limit(1);
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.organisationId, organisationId))
    .orderBy(asc(vendors.vendorCode))
    .limit(1);
  const productRows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.organisationId, organisationId))
    .orderBy(asc(products.productCode))
    .limit(4);
  return {
    own: warehouseRows.find((row) => row.type === 'own'),
    external: warehouseRows.find((row) => row.type !== 'own'),
    supplierId: supplier?.id ?? null,
    vendorId: vendor?.id ?? null,
    productIds: productRows.map((row) => row.id),
  };
}

/**
 * Demo inbound work (once, inside the seed transaction, after the stock): a schedule in every
 * status — receipts booked through the stock service — and a few returns at the own warehouse.
 */
export async function seedDemoInbound(tx: Tx): Promise<void> {
  const today = todayJst();
  for (const { uuid: organisationId } of DEMO_ORGANISATIONS) {
    const scope = organisationScope(organisationId);
    const actor = { scope, userId: null };
    const found = await firstOf(tx, organisationId);
    if (!found.own || found.productIds.length < 4) continue;
    for (const [index, demo] of SCHEDULES.entries()) {
      const warehouse = demo.own ? found.own : found.external;
      if (!warehouse || (!demo.own && !found.vendorId) || (demo.own && !found.supplierId)) continue;
      const [schedule] = await tx
        .insert(receivingSchedules)
        .values({
          organisationId,
          number: `IN-${today.replaceAll('-', '')}-${String(index + 1).padStart(4, '0')}`,
          warehouseId: warehouse.id,
          vendorId: demo.own ? null : found.vendorId,
          supplierId: demo.own ? found.supplierId : null,
          scheduledDate: addDays(today, demo.daysAhead),
          carrier: 'ヤマト運輸',
          parcelCount: 2,
          status: demo.status,
          syncMessage: demo.syncMessage ?? null,
          cancelReason: demo.cancelReason ?? null,
        })
        .returning();
      const lines = await tx
        .insert(receivingScheduleLines)
        .values(
          DEMO_PRODUCTS.map((at, i) => ({
            organisationId,
            scheduleId: schedule!.id,
            lineNumber: i + 1,
            productId: found.productIds[at]!,
            scheduledQty: i === 0 ? 12 : 8,
            ...(demo.cancelReason && { cancelledAt: new Date(), cancelReason: demo.cancelReason }),
          })),
        )
        .returning();
      if (!demo.received) continue;
      for (const [i, qty] of demo.received.entries()) {
        if (qty === 0) continue;
        await bookReceipt(tx, actor, {
          schedule: schedule!,
          line: lines[i]!,
          source: 'manual',
          sourceRef: `demo:${schedule!.id}:${i}`,
          receivedQty: qty,
          nonSellableQty: 0,
        });
      }
      await refreshScheduleStatus(tx, schedule!);
    }
    for (const [index, demo] of RETURNS.entries()) {
      await bookReturn(tx, actor, {
        returnNumber: `RT-${today.replaceAll('-', '')}-${String(index + 1).padStart(4, '0')}`,
        orderNumber: `ORD-DEMO-${index + 1}`,
        shopId: null,
        warehouseId: found.own.id,
        returnedAt: new Date(Date.now() - demo.daysAgo * 24 * 60 * 60 * 1000),
        reason: demo.reason,
        source: 'manual',
        note: null,
        lines: demo.lines.map(([quantity, condition], i) => ({
          productId: found.productIds[DEMO_PRODUCTS[i]!]!,
          quantity,
          condition,
        })),
      });
    }
  }
}
