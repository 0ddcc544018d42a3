import { addDays, STOCK_MESSAGES, todayJst, TRANSFER_MESSAGES as M } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { organisationScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { reconcile } from '../../read-models/reconciliation/index.ts';
import { newVendor } from '../inbound/inbound.test-support.ts';
import { applyStockChanges } from '../stocks/index.ts';
import {
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../warehouse-jobs/warehouse-jobs.test-support.ts';
import { TRANSFERS, transferWorld, type TransferBody } from './transfers.test-support.ts';

// 在庫移動 of a ロット管理 product (decisions 065, 071) against the real database, stock service
// and warehouse simulator: the pieces leave first expiry first and arrive — or go back — in the
// same lots with the same 賞味期限, and every ledger row names its lot.

let t: WarehouseJobsTest;
let scope: OrganisationScope;
const api = (method: string, path: string, body?: unknown) => t.yamada.api(method, path, body);
const EARLY = addDays(todayJst(), 30);
const LATE = addDays(todayJst(), 60);

beforeAll(async () => {
  t = await startWarehouseJobsTest();
  scope = organisationScope(t.yamada.organisationId);
});
afterAll(() => t?.close());

/** A ロット管理 product at an own warehouse with lots L-LATE (3) and L-EARLY (4). */
async function lotWorld() {
  const world = await transferWorld(api, [0]);
  const product = world.products[0]!;
  await t.app.db.execute(sql`update products set lot_managed = true where id = ${product.id}`);
  await t.app.db.transaction((tx) =>
    applyStockChanges(
      tx,
      { scope, userId: null },
      [
        ['L-LATE', LATE, 3],
        ['L-EARLY', EARLY, 4],
      ].map(([lotNo, expiresOn, pieces]) => ({
        stockId: product.stockId,
        kind: 'receipt' as const,
        deltas: () => ({ onHand: pieces as number }),
        lot: { lotNo: lotNo as string, expiresOn: expiresOn as string },
      })),
    ),
  );
  return { ...world, product };
}

/** [lot, 賞味期限, on_hand] of a product's lots in a warehouse, first expiry first. */
async function lotsAt(warehouseId: number, productId: number) {
  const { rows } = await t.app.db.execute<{ lot_no: string; expires_on: string; on_hand: number }>(
    sql`select l.lot_no, to_char(l.expires_on, 'YYYY-MM-DD') as expires_on, l.on_hand
          from stock_lots l join stocks s on s.id = l.stock_id
         where s.warehouse_id = ${warehouseId} and s.product_id = ${productId}
         order by l.expires_on nulls last, l.lot_no`,
  );
  return rows.map((row) => [row.lot_no, row.expires_on, row.on_hand]);
}

/** The transfer's ledger rows: [warehouse, on_hand delta, lot]. */
async function lotLedger(transferId: number) {
  const { rows } = await t.app.db.execute<{ warehouse_id: number; delta: number; lot_no: string }>(
    sql`select s.warehouse_id, m.on_hand_delta as delta, m.lot_no
          from stock_movements m join stocks s on s.id = m.stock_id
         where m.reference_type = 'stock_transfer' and m.reference_id = ${String(transferId)}
         order by m.id`,
  );
  return rows.map((row) => [row.warehouse_id, row.delta, row.lot_no]);
}

async function storeTransfer(body: Record<string, unknown>) {
  const answer = await api('POST', `${TRANSFERS}/store`, { memo: null, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as TransferBody;
}

/** The newest process of `action`, waited for until it ends. */
async function lastProcessSettled(action: string) {
  const { rows } = await t.app.db.execute<{ id: string }>(
    sql`select id from processes where action = ${action} order by created_at desc limit 1`,
  );
  return t.settled(rows[0]!.id);
}

/** The simulator knows the product and a vendor: the transfer's schedule can be sent. */
async function knownToWarehouse(product: { id: number; code: string }) {
  const vendor = await newVendor(api);
  await t.account.provider.upsertVendors({ requestId: `v-${vendor.id}` }, [
    { vendorCode: vendor.vendor_code as string, name: vendor.name as string },
  ]);
  await t.account.provider.upsertProducts({ requestId: `p-${product.id}` }, [
    { productCode: product.code, name: product.code, salesStatus: '販売中' as const },
  ]);
  return vendor;
}

it('own → own: the lots leave first expiry first and arrive as the same lots and 賞味期限', async () => {
  const world = await lotWorld();
  const transfer = await storeTransfer({
    source_warehouse_id: world.source.id,
    destination_warehouse_id: world.destination.id,
    lines: [{ product_id: world.product.id, quantity: 5 }],
  });
  expect(transfer.status).toBe('completed');
  expect(await lotsAt(world.source.id, world.product.id)).toEqual([
    ['L-EARLY', EARLY, 0],
    ['L-LATE', LATE, 2],
  ]);
  expect(await lotsAt(world.destination.id, world.product.id)).toEqual([
    ['L-EARLY', EARLY, 4],
    ['L-LATE', LATE, 1],
  ]);
  expect(await lotLedger(transfer.id)).toEqual([
    [world.source.id, -4, 'L-EARLY'],
    [world.source.id, -1, 'L-LATE'],
    [world.destination.id, 4, 'L-EARLY'],
    [world.destination.id, 1, 'L-LATE'],
  ]);
  expect(await reconcile(t.app.db, scope)).toEqual([]);
});

it('moves the lot the operator names, refused on its field beyond its free pieces, and shows the lots moved', async () => {
  const world = await lotWorld();
  const { source, destination, product } = world;
  const offered = await api(
    'GET',
    `${TRANSFERS}/source_lots?warehouse_id=${source.id}&product_id=${product.id}`,
  );
  expect(offered.body.data).toEqual([
    { lot_no: 'L-EARLY', expires_on: EARLY, free: 4 },
    { lot_no: 'L-LATE', expires_on: LATE, free: 3 },
  ]);
  const body = { source_warehouse_id: source.id, destination_warehouse_id: destination.id };
  const refusal = async (line: Record<string, unknown>) => {
    const answer = await api('POST', `${TRANSFERS}/store`, { ...body, memo: null, lines: [line] });
    expect(answer.status).toBe(422);
    return answer.body.errors;
  };
  const line = { product_id: product.id, quantity: 4, lot_no: 'L-LATE' };
  expect(await refusal(line)).toEqual({ 'lines.0.lot_no': [M.lotShort('L-LATE', 3, 4)] });
  expect(await refusal({ ...line, lot_no: 'L-NONE' })).toEqual({
    'lines.0.lot_no': [STOCK_MESSAGES.lotNotFound('L-NONE')],
  });
  expect(await lotsAt(source.id, product.id)).toEqual([
    ['L-EARLY', EARLY, 4],
    ['L-LATE', LATE, 3],
  ]);

  // L-LATE though L-EARLY expires first: the named lot, not FEFO.
  const transfer = await storeTransfer({ ...body, lines: [{ ...line, quantity: 2 }] });
  expect(await lotsAt(destination.id, product.id)).toEqual([['L-LATE', LATE, 2]]);
  expect(await lotLedger(transfer.id)).toEqual([
    [source.id, -2, 'L-LATE'],
    [destination.id, 2, 'L-LATE'],
  ]);
  expect(transfer.lines[0]).toMatchObject({
    lots: [
      {
        lot_no: 'L-LATE',
        expires_on: LATE,
        quantity: 2,
        received_quantity: 2,
        returned_quantity: 0,
      },
    ],
  });
  expect(await reconcile(t.app.db, scope)).toEqual([]);

  // A product without ロット管理 names no lot.
  const plain = await transferWorld(api, [3]);
  const errors = await api('POST', `${TRANSFERS}/store`, {
    source_warehouse_id: plain.source.id,
    destination_warehouse_id: plain.destination.id,
    lines: [{ product_id: plain.products[0]!.id, quantity: 1, lot_no: 'L-1' }],
  });
  expect(errors.body.errors).toEqual({ 'lines.0.lot_no': [M.lotNotManaged] });
});

it('own → external: the warehouse receives the lots that were sent; a cancelled one sends them back', async () => {
  const world = await lotWorld();
  const vendor = await knownToWarehouse(world.product);
  await t.sim.control.settings({ inboundParts: 1 });
  const sent = await storeTransfer({
    source_warehouse_id: world.source.id,
    destination_warehouse_id: t.warehouse.id,
    vendor_id: vendor.id,
    lines: [{ product_id: world.product.id, quantity: 5 }],
  });
  expect(await lastProcessSettled('inbound_schedule_create')).toMatchObject({
    processStatus: 'completed',
  });
  const { resultDelayMs } = await t.sim.control.settings({});
  await t.sim.control.advance(resultDelayMs);
  const fetched = await api(
    'POST',
    `/api/receiving_schedules/fetch_results/${sent.receiving_schedule_id}`,
  );
  await t.settled(fetched.body.data.id);
  expect((await api('GET', `${TRANSFERS}/show/${sent.id}`)).body.data.status).toBe('completed');
  expect(await lotsAt(t.warehouse.id, world.product.id)).toEqual([
    ['L-EARLY', EARLY, 4],
    ['L-LATE', LATE, 1],
  ]);

  const back = await storeTransfer({
    source_warehouse_id: world.source.id,
    destination_warehouse_id: t.warehouse.id,
    vendor_id: vendor.id,
    lines: [{ product_id: world.product.id, quantity: 2 }],
  });
  expect(await lotsAt(world.source.id, world.product.id)).toEqual([
    ['L-EARLY', EARLY, 0],
    ['L-LATE', LATE, 0],
  ]);
  await lastProcessSettled('inbound_schedule_create');
  expect((await api('POST', `${TRANSFERS}/cancel/${back.id}`)).status).toBe(200);
  expect(await lastProcessSettled('inbound_cancel')).toMatchObject({ processStatus: 'completed' });
  expect(await lotsAt(world.source.id, world.product.id)).toEqual([
    ['L-EARLY', EARLY, 0],
    ['L-LATE', LATE, 2],
  ]);
  expect(await lotLedger(back.id)).toEqual([
    [world.source.id, -2, 'L-LATE'],
    [world.source.id, 2, 'L-LATE'],
  ]);
  expect(await reconcile(t.app.db, scope)).toEqual([]);
});
