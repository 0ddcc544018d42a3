import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOCK_MESSAGES, TRANSFER_MESSAGES as M } from '@logi/shared';
import { organisationScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { reconcile } from '../../read-models/reconciliation/index.ts';
import { signInAs, SUZUKI } from '../../test/jobs.test-support.ts';
import {
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../warehouse-jobs/warehouse-jobs.test-support.ts';
import {
  ledgerOf,
  onHandAt,
  TRANSFERS,
  transferWorld,
  type TransferBody,
} from './transfers.test-support.ts';
import { newVendor } from '../inbound/inbound.test-support.ts';

// 在庫移動 over HTTP against the real database, stock service and warehouse simulator (decision
// 071): own → own at once, own → external as 移動中 until the warehouse's receipts arrive, and
// the reconciliation accounting for every piece on the way.

let t: WarehouseJobsTest;
let scope: OrganisationScope;
const api = (method: string, path: string, body?: unknown) => t.yamada.api(method, path, body);

beforeAll(async () => {
  t = await startWarehouseJobsTest();
  scope = organisationScope(t.yamada.organisationId);
});
afterAll(async () => {
  await t?.close();
});

const transferFindings = async () =>
  (await reconcile(t.app.db, scope)).filter((finding) => finding.kind === 'transfer_balance');

async function storeTransfer(body: Record<string, unknown>) {
  const answer = await api('POST', `${TRANSFERS}/store`, { memo: null, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body.data as TransferBody;
}

describe('在庫移動 between own warehouses', () => {
  it('moves the stock at once, with a 在庫移動 ledger row on both sides', async () => {
    const world = await transferWorld(api, [10, 4]);
    const [tea, cup] = world.products;
    const transfer = await storeTransfer({
      source_warehouse_id: world.source.id,
      destination_warehouse_id: world.destination.id,
      memo: '棚替え',
      lines: [
        { product_id: tea!.id, quantity: 6 },
        { product_id: cup!.id, quantity: 4 },
      ],
    });
    expect(transfer).toMatchObject({ status: 'completed', in_transit_quantity: 0 });
    expect(transfer.number).toMatch(/^TR-\d{8}-\d{4}$/);
    expect(await onHandAt(t.app.db, world.source.id, tea!.id)).toBe(4);
    expect(await onHandAt(t.app.db, world.destination.id, tea!.id)).toBe(6);
    expect(await onHandAt(t.app.db, world.source.id, cup!.id)).toBe(0);
    const ledger = await ledgerOf(t.app.db, transfer.id);
    expect(ledger.map((row) => [row.warehouse_id, row.delta, row.reason])).toEqual(
      expect.arrayContaining([
        [world.source.id, -6, '在庫移動'],
        [world.destination.id, 6, '在庫移動'],
        [world.source.id, -4, '在庫移動'],
        [world.destination.id, 4, '在庫移動'],
      ]),
    );
    expect(ledger).toHaveLength(4);
    const listed = await api('POST', `${TRANSFERS}/search`, {
      status: 'completed',
      warehouse_id: world.destination.id,
    });
    expect(listed.body.data.data.map((row: TransferBody) => row.id)).toEqual([transfer.id]);
    const cancel = await api('POST', `${TRANSFERS}/cancel/${transfer.id}`);
    expect(cancel.body.errors).toEqual({ form: [M.notCancellable] });
    expect(await transferFindings()).toEqual([]);
    // Another organisation's transfer is not found, not shown and not cancelled.
    const suzuki = await signInAs(t.app.baseUrl, SUZUKI);
    expect((await suzuki.api('GET', `${TRANSFERS}/show/${transfer.id}`)).status).toBe(404);
    expect((await suzuki.api('POST', `${TRANSFERS}/cancel/${transfer.id}`)).status).toBe(404);
  });

  it('refuses in Japanese and changes nothing: beyond 引当可能数, the same warehouse, an external source, no vendor', async () => {
    const world = await transferWorld(api, [5]);
    const [tea] = world.products;
    const body = {
      source_warehouse_id: world.source.id,
      destination_warehouse_id: world.destination.id,
      memo: null,
      lines: [{ product_id: tea!.id, quantity: 6 }],
    };
    const over = await api('POST', `${TRANSFERS}/store`, body);
    expect(over.status).toBe(422);
    expect(over.body.errors).toEqual({ 'lines.0.quantity': [STOCK_MESSAGES.oversell(5, 6)] });
    const same = await api('POST', `${TRANSFERS}/store`, {
      ...body,
      destination_warehouse_id: world.source.id,
    });
    expect(same.body.errors).toEqual({ destination_warehouse_id: [M.sameWarehouse] });
    const fromExternal = await api('POST', `${TRANSFERS}/store`, {
      ...body,
      source_warehouse_id: t.warehouse.id,
    });
    expect(fromExternal.body.errors).toEqual({ source_warehouse_id: [M.sourceNotOwn] });
    const noVendor = await api('POST', `${TRANSFERS}/store`, {
      ...body,
      destination_warehouse_id: t.warehouse.id,
      lines: [{ product_id: tea!.id, quantity: 1 }],
    });
    expect(noVendor.body.errors).toEqual({ vendor_id: [M.vendorRequired] });
    expect(await onHandAt(t.app.db, world.source.id, tea!.id)).toBe(5);
    const { rows } = await t.app.db.execute(
      sql`select 1 from stock_transfers where source_warehouse_id = ${world.source.id}`,
    );
    expect(rows).toHaveLength(0);
  });

  it('lets only one of two racing transfers take the same pieces', async () => {
    const world = await transferWorld(api, [10]);
    const body = {
      source_warehouse_id: world.source.id,
      destination_warehouse_id: world.destination.id,
      memo: null,
      lines: [{ product_id: world.products[0]!.id, quantity: 6 }],
    };
    const answers = await Promise.all([1, 2].map(() => api('POST', `${TRANSFERS}/store`, body)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 422]);
    expect(await onHandAt(t.app.db, world.source.id, world.products[0]!.id)).toBe(4);
  });
});

/** The newest process of `action`, waited for until it ends. */
async function lastProcessSettled(action: string) {
  const { rows } = await t.app.db.execute<{ id: string }>(
    sql`select id from processes where action = ${action} order by created_at desc limit 1`,
  );
  return t.settled(rows[0]!.id);
}

/** An own warehouse's stock of products the simulator knows, and a vendor it knows too. */
async function externalWorld(figures: readonly number[]) {
  const world = await transferWorld(api, figures);
  const vendor = await newVendor(api);
  await t.account.provider.upsertVendors({ requestId: `v-${vendor.id}` }, [
    { vendorCode: vendor.vendor_code as string, name: vendor.name as string },
  ]);
  await t.account.provider.upsertProducts(
    { requestId: `p-${world.products[0]!.id}` },
    world.products.map((product) => ({
      productCode: product.code,
      name: product.code,
      salesStatus: '販売中' as const,
    })),
  );
  return { ...world, vendor };
}

class Rollback extends Error {}

/** The transfer findings with one line's received figure drifted, then undone. */
async function findingsWithDrift(transferId: number) {
  let found: Awaited<ReturnType<typeof reconcile>> = [];
  await t.app.db
    .transaction(async (tx) => {
      await tx.execute(sql`update stock_transfer_lines set received_qty = received_qty + 1
                            where transfer_id = ${transferId} and line_number = 1`);
      found = await reconcile(tx, scope);
      throw new Rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Rollback)) throw error;
    });
  return found.filter((finding) => finding.kind === 'transfer_balance');
}

describe('在庫移動 to an external warehouse', () => {
  it('is 移動中 until the warehouse receives it (in parts), and the reconciliation counts every piece on the way', async () => {
    const world = await externalWorld([10]);
    const [tea] = world.products;
    // Set before the transfer: its schedule's send may run at once and fix the parts then.
    await t.sim.control.settings({ inboundParts: 2 });
    const transfer = await storeTransfer({
      source_warehouse_id: world.source.id,
      destination_warehouse_id: t.warehouse.id,
      vendor_id: world.vendor.id,
      lines: [{ product_id: tea!.id, quantity: 4 }],
    });
    expect(transfer).toMatchObject({ status: 'in_transit', in_transit_quantity: 4 });
    expect(await onHandAt(t.app.db, world.source.id, tea!.id)).toBe(6);
    expect(await onHandAt(t.app.db, t.warehouse.id, tea!.id)).toBe(0);
    // The destination had no row of the product: its 移動中 is on the stock list all the same
    // (a row at 0, counted in the list's total), by warehouse and by product (decision 073).
    const fresh = await api('POST', '/api/stocks/search', {
      stock_type: 'stockByWarehouse',
      keyword: tea!.code,
      warehouse_id: t.warehouse.id,
    });
    expect(fresh.body.data).toMatchObject({
      data: [expect.objectContaining({ on_hand: 0, available: 0, in_transit: 4 })],
      total: 1,
    });
    const byProduct = await api('POST', '/api/stocks/search', {
      stock_type: 'stockByProduct',
      keyword: tea!.code,
    });
    expect(byProduct.body.data.data[0]).toMatchObject({ on_hand: 6, in_transit: 4 });
    expect(await transferFindings()).toEqual([]);
    expect(await findingsWithDrift(transfer.id)).toHaveLength(1);

    expect(await lastProcessSettled('inbound_schedule_create')).toMatchObject({
      processStatus: 'completed',
    });
    await t.sim.control.settings({ inboundParts: 1 });
    const { resultDelayMs } = await t.sim.control.settings({});
    const fetchResults = async () => {
      await t.sim.control.advance(resultDelayMs);
      const path = `/api/receiving_schedules/fetch_results/${transfer.receiving_schedule_id}`;
      const answer = await api('POST', path);
      expect(answer.status).toBe(202);
      await t.settled(answer.body.data.id);
      return (await api('GET', `${TRANSFERS}/show/${transfer.id}`)).body.data as TransferBody;
    };
    expect(await fetchResults()).toMatchObject({ status: 'partial', in_transit_quantity: 2 });
    expect(await transferFindings()).toEqual([]);
    // The stock list shows the rest as 移動中 at the destination (decision 073), not as its stock.
    const atDestination = await api('POST', '/api/stocks/search', {
      stock_type: 'stockByWarehouse',
      keyword: tea!.code,
      warehouse_id: t.warehouse.id,
    });
    expect(atDestination.body.data.data).toEqual([
      expect.objectContaining({ on_hand: 2, available: 2, in_transit: 2 }),
    ]);
    expect(await fetchResults()).toMatchObject({ status: 'completed', in_transit_quantity: 0 });
    const arrived = await api('POST', '/api/stocks/search', {
      stock_type: 'stockByProduct',
      keyword: tea!.code,
    });
    expect(arrived.body.data.data[0]).toMatchObject({ on_hand: 10, in_transit: 0 });
    expect(await onHandAt(t.app.db, t.warehouse.id, tea!.id)).toBe(4);
    expect(await transferFindings()).toEqual([]);
  });

  it('sends the stock back to the source when cancelled before the warehouse receives it', async () => {
    const world = await externalWorld([5]);
    const [tea] = world.products;
    const transfer = await storeTransfer({
      source_warehouse_id: world.source.id,
      destination_warehouse_id: t.warehouse.id,
      vendor_id: world.vendor.id,
      lines: [{ product_id: tea!.id, quantity: 5 }],
    });
    await lastProcessSettled('inbound_schedule_create');
    const asked = await api('POST', `${TRANSFERS}/cancel/${transfer.id}`);
    expect(asked.status).toBe(200);
    expect(await lastProcessSettled('inbound_cancel')).toMatchObject({
      processStatus: 'completed',
    });
    const after = (await api('GET', `${TRANSFERS}/show/${transfer.id}`)).body.data as TransferBody;
    expect(after).toMatchObject({ status: 'cancelled', in_transit_quantity: 0 });
    expect(after.lines[0]).toMatchObject({ returned_quantity: 5, received_quantity: 0 });
    expect(await onHandAt(t.app.db, world.source.id, tea!.id)).toBe(5);
    expect((await ledgerOf(t.app.db, transfer.id)).map((row) => row.delta)).toEqual([-5, 5]);
    expect(await transferFindings()).toEqual([]);
  });
});
