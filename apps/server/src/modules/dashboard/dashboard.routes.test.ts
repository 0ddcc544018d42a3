import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISATIONS } from '../idp/demo-accounts.ts';
import { twoOrganisations, type Api } from '../suppliers/masters.test-support.ts';
import { seedDashboardDay } from './dashboard.test-support.ts';

const setup = twoOrganisations();
const dashboard = async (api: Api) => {
  const response = await api('GET', '/api/dashboard');
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
      on_hold: 1,
      ng: 1,
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

    expect(counts(theirsAfter)).toEqual(counts(theirsBefore));
    expect(JSON.stringify(theirsAfter)).not.toContain('DASH1');
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
