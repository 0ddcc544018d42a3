import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../../test/jobs.test-support.ts';
import { EVENTS_CHANNEL, poolOf } from '../events/index.ts';
import { DEMO_ORGANISATIONS } from '../idp/demo-accounts.ts';
import { createProcess, failProcess } from '../processes/index.ts';
import { twoOrganisations, type Api } from '../../test/masters.test-support.ts';
import { seedDashboardDay, seedExpiryLots } from './dashboard.test-support.ts';

const setup = twoOrganisations();
/** The figures as served (the last computed), or recomputed first with `refresh`. */
const dashboard = async (api: Api, { refresh = true } = {}) => {
  const response = await api('GET', `/api/dashboard${refresh ? '?refresh=true' : ''}`);
  expect(response.status).toBe(200);
  return response.body.data;
};
/** Every count of the cards, flat, so two readings subtract. */
const counts = (data: Record<string, any>) => ({
  ...data.orders,
  ...data.receiving,
  ...data.stock,
  failed: data.failed_processes.count,
  differences: data.stock_differences,
  unsent: data.cutoff.unsent_orders,
});
const minus = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(Object.entries(after).map(([name, value]) => [name, value - before[name]!]));

describe('GET /api/dashboard', () => {
  it("counts a seeded day to the unit, and another organisation's figures never move", async () => {
    const [before, theirsBefore] = await Promise.all([
      dashboard(setup.yamada),
      dashboard(setup.suzuki),
    ]);
    const seeded = await seedDashboardDay(setup.app.db, DEMO_ORGANISATIONS[0]!.uuid, 'DASH1');
    const [after, theirsAfter] = await Promise.all([
      dashboard(setup.yamada),
      dashboard(setup.suzuki),
    ]);

    expect(minus(counts(after), counts(before))).toEqual({
      unallocated: 2,
      allocated: 1,
      awaiting_instruction: 1,
      sync_error: 1,
      on_hold: 1,
      ng: 1,
      working: 1,
      inspected: 1,
      today: 1,
      overdue_waiting: 1,
      overdue_partial: 1,
      out_of_stock: 1,
      below_threshold: 1,
      failed: 1,
      differences: 1,
      unsent: 1,
    });
    expect(after.failed_processes.latest[0]).toMatchObject({
      action: 'inventory_search',
      message: 'DASH1 倉庫に接続できませんでした',
    });
    expect(after.cutoff.warehouses).toContainEqual({
      warehouse_id: seeded.warehouseId,
      name: 'DASH1 倉庫',
      cutoff_time: '13:00',
      unsent_orders: 1,
    });
    expect(after.charts.shipments).toContainEqual({
      date: seeded.today,
      warehouse_id: seeded.warehouseId,
      count: 1,
    });
    // The stock value's last day holds the new stock: 3 pieces × 100 円.
    expect(after.charts.stock_value.at(-1).value - before.charts.stock_value.at(-1).value).toBe(
      300,
    );
    expect(after.charts.receipts).toHaveLength(30);
    expect(after.charts.allocation.at(-1).date).toBe(seeded.today);
    // 引当率 counts an order whose lines are wholly allocated, whatever its status: 引当済, 出荷保留,
    // 出荷不可, 出荷指示済 ×2, 出荷作業中, 検品済 and the 一部出荷 allocated again; not the one
    // waiting for stock.
    const [allocationNow, allocationBefore] = [after, before].map((data) =>
      data.charts.allocation.at(-1),
    );
    expect({
      orders: allocationNow.orders - allocationBefore.orders,
      allocated: allocationNow.allocated - allocationBefore.allocated,
    }).toEqual({ orders: 11, allocated: 8 });

    expect(counts(theirsAfter)).toEqual(counts(theirsBefore));
    expect(JSON.stringify(theirsAfter)).not.toContain('DASH1');
  });

  it('counts lots near their 賞味期限 (within 期限切れ間近の日数) and past it, for the organisation only', async () => {
    const [before, theirsBefore] = await Promise.all([
      dashboard(setup.yamada),
      dashboard(setup.suzuki),
    ]);
    expect(before.expiry.warning_days).toBe(30);
    await seedExpiryLots(setup.app.db, DEMO_ORGANISATIONS[0]!.uuid, 'EXP1');
    const [after, theirsAfter] = await Promise.all([
      dashboard(setup.yamada),
      dashboard(setup.suzuki),
    ]);
    expect({
      near: after.expiry.near - before.expiry.near,
      expired: after.expiry.expired - before.expiry.expired,
    }).toEqual({ near: 2, expired: 1 });
    // The expired lot's pieces are not stock value's business: cost 0 kept it where it was.
    expect(after.charts.stock_value.at(-1).value).toBe(before.charts.stock_value.at(-1).value);
    expect(theirsAfter.expiry).toEqual(theirsBefore.expiry);
  });

  it('leaves expired free pieces out of 在庫不足, as 引当可能数 does (decision 073)', async () => {
    const before = await dashboard(setup.yamada);
    const organisationId = DEMO_ORGANISATIONS[0]!.uuid;
    // 4 pieces, 2 of them past 賞味期限: 2 allocatable, below the threshold of 3.
    await seedExpiryLots(
      setup.app.db,
      organisationId,
      'EXPS1',
      [
        ['OLD', -1, 2],
        ['NEW', 60, 2],
      ],
      3,
    );
    // Only expired pieces: nothing allocatable, out of stock.
    await seedExpiryLots(setup.app.db, organisationId, 'EXPS2', [['OLD', -3, 2]]);
    const after = await dashboard(setup.yamada);
    expect(minus(after.stock, before.stock)).toEqual({ out_of_stock: 1, below_threshold: 1 });
  });

  it('serves the last computed figures until a refresh is asked for, and says when they were taken', async () => {
    const computed = await dashboard(setup.yamada);
    const served = await dashboard(setup.yamada, { refresh: false });
    expect(served.generated_at).toBe(computed.generated_at);
    await seedDashboardDay(setup.app.db, DEMO_ORGANISATIONS[0]!.uuid, 'DASH2');
    // Still the snapshot: the seeded rows came in by no process, and it is not 30 s old.
    const stale = await dashboard(setup.yamada, { refresh: false });
    expect(counts(stale)).toEqual(counts(served));
    expect(stale.generated_at).toBe(computed.generated_at);

    const refreshed = await dashboard(setup.yamada);
    expect(refreshed.orders.unallocated - served.orders.unallocated).toBe(2);
    expect(Date.parse(refreshed.generated_at)).toBeGreaterThan(Date.parse(computed.generated_at));
    expect(await dashboard(setup.yamada, { refresh: false })).toEqual(refreshed);
  });

  it('recomputes by itself when a process finishes, and pushes dashboard.updated to the organisation', async () => {
    const organisationId = DEMO_ORGANISATIONS[0]!.uuid;
    const before = await dashboard(setup.yamada);
    const listener = new pg.Client(poolOf(setup.app.db).options);
    await listener.connect();
    const pushed: unknown[] = [];
    listener.on('notification', ({ payload }) => pushed.push(JSON.parse(payload!)));
    await listener.query(`listen ${EVENTS_CHANNEL}`);
    try {
      const { row } = await createProcess(setup.app.db, {
        organisationId,
        userId: null,
        action: 'inventory_search',
        requestId: randomUUID(),
        payload: {},
      });
      await failProcess(setup.app.db, row.id, undefined, 'DASH3 倉庫に接続できませんでした');

      const after = await waitFor(
        () => dashboard(setup.yamada, { refresh: false }),
        (data) => data.failed_processes.count === before.failed_processes.count + 1,
      );
      expect(after.failed_processes.latest[0].message).toBe('DASH3 倉庫に接続できませんでした');
      await waitFor(
        async () => pushed,
        (events) =>
          events.some(
            (envelope) =>
              JSON.stringify(envelope) ===
              JSON.stringify({
                audience: { organisationId },
                event: { type: 'dashboard.updated' },
              }),
          ),
      );
    } finally {
      await listener.end();
    }
  });

  it('says when the cut-off is and what the next ship date is', async () => {
    const data = await dashboard(setup.yamada);
    expect(data.cutoff.cutoff_hour).toBe(13);
    const cutoffAt = new Date(data.cutoff.cutoff_at);
    // 13:00 JST is 04:00 UTC on the same JST day.
    expect(cutoffAt.getUTCHours()).toBe(4);
    expect(data.cutoff.after_cutoff).toBe(Date.now() >= cutoffAt.getTime());
    if (!data.cutoff.after_cutoff) expect(data.cutoff.next_ship_date >= data.today).toBe(true);
    else expect(data.cutoff.next_ship_date > data.today).toBe(true);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${setup.app.baseUrl}/api/dashboard`, {
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.status).toBe(401);
  });
});
