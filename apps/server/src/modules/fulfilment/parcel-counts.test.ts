import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { importApp, YAMADA } from '../product-import/product-import.test-support.ts';
import { B, F, ownWarehouseWorld, SENDER } from './fulfilment.test-support.ts';

// 出荷作業's list keeps its stage counts and page starts between requests (decision 058): after
// any change of a stage, by a command or by any other statement, the next page reads the new state.

const t = importApp();

type Listed = {
  data: { order_number: string }[];
  total: number;
  counts: { instructed: number; working: number; inspected: number };
};

describe('出荷作業の件数とページ', () => {
  it('shows the new stage counts on the next list after every kind of stage change', async () => {
    const world = await ownWarehouseWorld(t.app.db, YAMADA.email);
    const shop = await world.shop('お茶の山田屋', SENDER);
    const parcels = [];
    for (let i = 0; i < 3; i += 1)
      parcels.push(await world.instructedOrder([[0, 1, 1_000]], { shopId: shop }));
    const list = async (filters: Record<string, unknown> = {}): Promise<Listed> =>
      (
        await t.yamada(`${F}/parcels/search`, {
          json: { warehouse_id: world.ownWarehouseId, per_page: 1, ...filters },
        })
      ).body.data;

    expect((await list()).counts).toEqual({ instructed: 3, working: 0, inspected: 0 });
    // Read again unchanged: the kept counts, the same answer.
    expect(await list()).toMatchObject({ total: 3, counts: { instructed: 3 } });

    // A picking list printed (the fulfilment command): two parcels to 出荷作業中.
    const stored = await t.yamada(`${B}/store`, {
      json: { instruction_ids: [parcels[0]!.instructionId, parcels[1]!.instructionId] },
    });
    expect(stored.status, JSON.stringify(stored.body)).toBe(201);
    expect(await list()).toMatchObject({
      total: 3,
      counts: { instructed: 1, working: 2, inspected: 0 },
    });
    expect(await list({ status: 'working' })).toMatchObject({ total: 2 });

    // Any other writer of the instructions (here plain SQL) moves the generation as well.
    await t.app.db.execute(
      sql`update shipping_instructions set status = 'inspected' where id = ${parcels[1]!.instructionId}`,
    );
    expect((await list()).counts).toEqual({ instructed: 1, working: 1, inspected: 1 });
    await t.app.db.execute(
      sql`update shipping_instructions set status = 'shipped' where id = ${parcels[2]!.instructionId}`,
    );
    expect(await list()).toMatchObject({
      total: 2,
      counts: { instructed: 0, working: 1, inspected: 1 },
    });

    // A warehouse that stops being the own one leaves the list: its set is part of the tag.
    await t.app.db.execute(
      sql`update warehouses set type = 'other_3pl' where id = ${world.ownWarehouseId}`,
    );
    expect(await list()).toMatchObject({
      total: 0,
      counts: { instructed: 0, working: 0, inspected: 0 },
    });
  });

  it('pages from a kept start only while the parcels are unchanged', async () => {
    const world = await ownWarehouseWorld(t.app.db, YAMADA.email);
    const shop = await world.shop('お茶の山田屋', SENDER);
    const parcels = [];
    for (let i = 0; i < 4; i += 1)
      parcels.push(await world.instructedOrder([[0, 1, 1_000]], { shopId: shop }));
    const numbers = parcels.map((parcel) => parcel.orderNumber);
    const page = async (page: number, direction = 'asc') =>
      (
        await t.yamada(`${F}/parcels/search`, {
          json: { warehouse_id: world.ownWarehouseId, per_page: 1, page, direction },
        })
      ).body.data.data.map((p: { order_number: string }) => p.order_number);

    // In order (each page keeps where the next starts), then again and out of order.
    for (const [index, number] of numbers.entries())
      expect(await page(index + 1)).toEqual([number]);
    expect(await page(3)).toEqual([numbers[2]]);
    expect(await page(2)).toEqual([numbers[1]]);
    expect(await page(1, 'desc')).toEqual([numbers[3]]);
    expect(await page(2, 'desc')).toEqual([numbers[2]]);
    expect(await page(2, 'desc')).toEqual([numbers[2]]);

    // The first parcel shipped: every later page moves up one, kept starts or not.
    await t.app.db.execute(
      sql`update shipping_instructions set status = 'shipped' where id = ${parcels[0]!.instructionId}`,
    );
    expect(await page(2)).toEqual([numbers[2]]);
    expect(await page(3)).toEqual([numbers[3]]);
    expect(await page(4)).toEqual([]);
    expect(await page(2, 'desc')).toEqual([numbers[2]]);
    expect(await page(3, 'desc')).toEqual([numbers[1]]);
  });

  it('moves the generation at commit, so two writers locking a stock row in turn never deadlock', async () => {
    const world = await ownWarehouseWorld(t.app.db, YAMADA.email);
    const shop = await world.shop('お茶の山田屋', SENDER);
    const first = await world.instructedOrder([[0, 1, 1_000]], { shopId: shop });
    const second = await world.instructedOrder([[0, 1, 1_000]], { shopId: shop });
    const { rows } = await t.app.db.execute<{ id: number; organisation_id: string }>(sql`
      select s.id, s.organisation_id from stocks s join warehouses w on w.id = s.warehouse_id
       where w.id = ${world.ownWarehouseId} limit 1`);
    const stock = rows[0]!;
    const generation = async () =>
      (
        await t.app.db.execute<{ generation: string }>(sql`
          select generation from shipping_stage_generations
           where organisation_id = ${stock.organisation_id}`)
      ).rows[0]?.generation;
    const before = await generation();
    const pool = (t.app.db as unknown as { $client: pg.Pool }).$client;
    const [one, two] = [await pool.connect(), await pool.connect()];
    const toWorking = (client: pg.PoolClient, id: number) =>
      client.query(`update shipping_instructions set status = 'working' where id = $1`, [id]);
    const lockStock = (client: pg.PoolClient) =>
      client.query('select id from stocks where id = $1 for update', [stock.id]);
    try {
      // One changes a stage, then wants the stock row the other holds while changing a stage:
      // were the generation taken at the statement, each would wait for the other (a deadlock).
      await one.query('begin');
      await two.query('begin');
      await toWorking(one, first.instructionId);
      await lockStock(two);
      await Promise.all([
        toWorking(two, second.instructionId).then(() => two.query('commit')),
        lockStock(one).then(() => one.query('commit')),
      ]);
    } finally {
      for (const client of [one, two]) {
        await client.query('rollback').catch(() => undefined);
        client.release();
      }
    }
    expect(Number(await generation())).toBeGreaterThan(Number(before));
  });
});
