import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVALID_INPUT, STALE, twoOrganisations } from '../../test/masters.test-support.ts';
import { outboundWorld, type OutboundWorld } from './allocation.test-support.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;
const SETTINGS = '/api/allocation/settings';
const body = (overrides: Record<string, unknown> = {}) => ({
  method: 'line',
  priority: 'most_available',
  allow_partial: true,
  auto_enabled: true,
  auto_interval_minutes: 15,
  cutoff_hour: 14,
  expiry_warning_days: 45,
  default_warehouse_group_id: null,
  version: 0,
  ...overrides,
});

async function organisationOf(email: string) {
  const { rows } = await setup.app.db.execute<{ organisation_id: string }>(sql`
    select ou.organisation_id from organisation_user ou join users u on u.id = ou.user_id
     where u.email = ${email} limit 1`);
  return rows[0]!.organisation_id;
}

describe('引当処理設定 /api/allocation/settings', () => {
  it('answers the defaults until saved, then saves at its version (409 when stale) with an audit entry', async () => {
    const shown = await yamada('GET', SETTINGS);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({
      method: 'order',
      priority: 'group_order',
      allow_partial: false,
      auto_enabled: false,
      auto_interval_minutes: 30,
      cutoff_hour: 13,
      expiry_warning_days: 30,
      default_warehouse_group_id: null,
      version: 0,
    });
    const saved = await yamada('PUT', SETTINGS, body());
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      method: 'line',
      cutoff_hour: 14,
      expiry_warning_days: 45,
      version: 1,
    });
    const again = await yamada('PUT', SETTINGS, body({ cutoff_hour: 12 }));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(STALE);
    const updated = await yamada('PUT', SETTINGS, body({ cutoff_hour: 12, version: 1 }));
    expect(updated.body.data).toMatchObject({ cutoff_hour: 12, version: 2 });
    const trail = await yamada('GET', '/api/audits/allocation_settings/1');
    expect(trail.status).toBe(200);
    expect(trail.body.data.data.map((entry: { action: string }) => entry.action)).toEqual([
      'update',
      'create',
    ]);
    // Suzuki's organisation still runs on its own defaults.
    expect((await suzuki('GET', SETTINGS)).body.data).toMatchObject({
      method: 'order',
      version: 0,
    });
  });

  it('refuses bad values with Japanese field messages and writes nothing', async () => {
    const before = (await suzuki('GET', SETTINGS)).body.data;
    const refused = await suzuki(
      'PUT',
      SETTINGS,
      body({
        method: 'x',
        auto_interval_minutes: 1,
        cutoff_hour: 24,
        expiry_warning_days: 0,
        default_warehouse_group_id: 999_999,
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(INVALID_INPUT);
    expect(Object.keys(refused.body.errors).sort()).toEqual([
      'auto_interval_minutes',
      'cutoff_hour',
      'expiry_warning_days',
      'method',
    ]);
    expect(refused.body.errors.expiry_warning_days).toEqual(['1以上で入力してください']);
    const unknownGroup = await suzuki(
      'PUT',
      SETTINGS,
      body({ default_warehouse_group_id: 999_999 }),
    );
    expect(unknownGroup.status).toBe(422);
    expect(unknownGroup.body.errors).toEqual({
      default_warehouse_group_id: ['倉庫グループが見つかりませんでした'],
    });
    expect((await suzuki('GET', SETTINGS)).body.data).toEqual(before);
  });
});

describe('引当 and 引当解除 /api/allocation/run, /release', () => {
  let w: OutboundWorld;
  beforeAll(async () => {
    w = await outboundWorld(setup.app.db, {
      organisationId: await organisationOf('suzuki@test-shoji.example'),
    });
  });

  it('allocates the selected orders and releases them; another organisation gets 404 and nothing moves', async () => {
    await w.stock([[0, 0, 4]]);
    const covered = await w.order([[0, 3]]);
    const short = await w.order([[0, 3]]);
    const intruder = await yamada('POST', '/api/allocation/run', { order_ids: [covered] });
    expect(intruder.status).toBe(404);
    expect(await w.available()).toEqual([
      [4, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    const run = await suzuki('POST', '/api/allocation/run', { order_ids: [covered, short] });
    expect(run.status).toBe(200);
    expect(run.body.data).toEqual({ allocated: 1, partial: 0, short: 1, skipped: 0 });
    expect((await w.orderState(short)).note).toBe(
      `在庫不足: 商品 ${w.productCodes[0]} 必要 3 / 倉庫グループの引当可能 1`,
    );
    expect((await yamada('POST', '/api/allocation/release', { order_ids: [covered] })).status).toBe(
      404,
    );
    const released = await suzuki('POST', '/api/allocation/release', {
      order_ids: [covered, short],
    });
    expect(released.body.data).toEqual({ released: 1, skipped: 1 });
    expect(await w.available()).toEqual([
      [4, 0, 0],
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect((await w.orderState(covered)).status).toBe('unallocated');
  });

  it('allocates a new order at intake when 自動引当 is on', async () => {
    await w.stock([[1, 1, 2]]);
    await w.settings({ autoEnabled: true });
    const stored = await suzuki('POST', '/api/orders/store', {
      orders: [
        {
          shop_code: w.shopCode,
          order_number: 'AUTO-1',
          ordered_at: '2026-04-01 10:30',
          recipient_name: '鈴木 花子',
          postal_code: '100-0005',
          prefecture: '東京都',
          city: '千代田区',
          town: '丸の内1-9-1',
          phone: '03-1234-5678',
          lines: [{ product_code: w.productCodes[1], quantity: 2, unit_price: 100 }],
        },
      ],
    });
    expect(stored.status).toBeLessThan(300);
    expect(stored.body.data.orders[0].status).toBe('allocated');
    expect((await w.orderState(stored.body.data.orders[0].id)).note).toBe(
      '倉庫グループ順 2番目 大阪倉庫: 全明細の在庫あり',
    );
    await w.settings({ autoEnabled: false });
  });

  it('with no ids runs every pending order; bad bodies are 422', async () => {
    const all = await suzuki('POST', '/api/allocation/run', {});
    expect(all.status).toBe(200);
    expect(all.body.data.allocated).toBeGreaterThanOrEqual(1);
    for (const bad of [{ order_ids: [] }, { order_ids: [0] }, { order_ids: 'x' }]) {
      expect((await suzuki('POST', '/api/allocation/run', bad)).status).toBe(422);
    }
    expect((await suzuki('POST', '/api/allocation/release', {})).status).toBe(422);
  });
});
