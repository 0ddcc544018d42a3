import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { inScope, organisationScope } from '../../db/organisation-scope.ts';
import { call, PRODUCT_COUNT, type Side } from './lifecycle.test-support.ts';

// Issue 28's shelves in the lifecycle (decisions 066, 069): receipts put away to a shelf, 棚移動,
// shipments along the walk and counts by shelf — a row's shelves never hold more than the row,
// and no shelf goes below 0.

/** Where a receipt at the own warehouse puts its pieces: a picked shelf, or none (the 標準棚番). */
export function putAway(side: Side, pick: number) {
  const choice = pick % (side.shelves.length + 1);
  return choice === side.shelves.length ? {} : { location_id: side.shelves[choice] };
}

const productOf = (side: Side, pick: number) => side.world.products[pick % PRODUCT_COUNT]!;

/**
 * 棚移動 of the picked product at the own warehouse: from a picked place holding pieces (棚番未設定
 * or a shelf) to another shelf.
 */
export async function relocate(side: Side, pick: number, quantity: number) {
  const { rows } = await side.t.app.db.execute<{ id: number; held: number[] }>(sql`
    select s.id, array_remove(array_agg(sl.location_id order by sl.location_id), null) as held
      from stocks s
      left join stock_locations sl on sl.organisation_id = s.organisation_id and sl.stock_id = s.id
     where ${inScope(
       's',
       organisationScope(side.t.yamada.organisationId),
       sql`s.product_id = ${productOf(side, pick).id} and s.warehouse_id = ${side.world.ownWarehouseId}`,
     )}
     group by s.id`);
  if (!rows[0]) return;
  const places = [null, ...rows[0].held];
  const from = places[pick % places.length]!;
  const to = side.shelves.find((shelf) => shelf !== from)!;
  // Beyond the source's 移動可能数 it is refused (a 422): the step then changed nothing.
  await call(side, 'POST', '/api/stocks/relocate', {
    stock_id: rows[0].id,
    from_location_id: from,
    to_location_id: to,
    quantity,
  });
}

/** A count's body: the picked product at the whole own warehouse, or on one picked shelf. */
export function countScope(side: Side, pick: number) {
  const whole = pick % 3 === 0;
  return {
    warehouse_id: side.world.ownWarehouseId,
    product_codes: productOf(side, pick).code,
    ...(whole ? {} : { location_ids: [side.shelves[pick % side.shelves.length]] }),
  };
}

/** Every stock row of the side: its shelves hold at most its on_hand, and none holds below 0. */
export async function expectShelvesWithinStock(side: Side, steps: unknown[]) {
  const { rows } = await side.t.app.db.execute<{ id: number; on_hand: number; placed: number }>(sql`
    select s.id, s.on_hand, coalesce(sum(sl.on_hand), 0)::int as placed
      from stocks s
      left join stock_locations sl on sl.organisation_id = s.organisation_id and sl.stock_id = s.id
     where ${inScope('s', organisationScope(side.t.yamada.organisationId))}
     group by s.id, s.on_hand
    having coalesce(sum(sl.on_hand), 0) > s.on_hand or min(sl.on_hand) < 0`);
  expect(rows, `shelves beyond their stock after ${JSON.stringify(steps)}`).toEqual([]);
}
