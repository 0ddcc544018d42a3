// REFERENCE ONLY (issue 30 item 3): the plain batched loop the allocation engine is measured
// against in the same run — not the product's code. One connection; per 1,000 orders one
// transaction: lock the orders, read their lines, lock their products' stock rows, plan in memory,
// write allocations, lines, orders, stock and ledger rows with unnest. It knows only the bench's
// settings (受注単位, 倉庫グループ順, no 一部引当, one shop, no lots) and writes the rows the engine
// writes for them, so the bench can check both allocated the same.
import { ALLOCATION_MESSAGES as M } from '@logi/shared';
import type pg from 'pg';

type Line = { id: number; order_id: number; line_number: number; product_id: number };
type LineRow = Line & { product_code: string; quantity: number };
type Stock = {
  id: number;
  product_id: number;
  warehouse_id: number;
  on_hand: number;
  allocated: number;
  non_sellable: number;
  /** What the batch may still take (on hand − allocated, as the engine counts it), drawn down by the plan. */
  free: number;
};
type Warehouse = { id: number; name: string; rank: number };

/** Allocates every 未引当 order of `org` oldest first; answers the orders allocated and short. */
export async function plainAllocationLoop(pool: pg.Pool, org: string, batchSize = 1000) {
  const client = await pool.connect();
  const counts = { allocated: 0, short: 0 };
  try {
    const { rows: warehouses } = await client.query<Warehouse>(
      `select w.id, w.name, m.position::int as rank from warehouse_group_members m
         join warehouses w on w.id = m.warehouse_id where m.organisation_id = $1 order by m.position`,
      [org],
    );
    let cursor: [string, number] = ['-infinity', 0];
    for (;;) {
      await client.query('begin');
      const { rows: orders } = await client.query<{ id: number; at: string }>(
        `select id, ordered_at::text as at from orders
          where organisation_id = $1 and status = 'unallocated' and (ordered_at, id) > ($2::timestamptz, $3::int)
          order by ordered_at, id limit $4 for update`,
        [org, ...cursor, batchSize],
      );
      if (orders.length === 0) {
        await client.query('commit');
        return counts;
      }
      cursor = [orders.at(-1)!.at, orders.at(-1)!.id];
      const batch = await allocateBatch(client, org, orders, warehouses);
      counts.allocated += batch.allocated;
      counts.short += batch.short;
      await client.query('commit');
    }
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}

async function allocateBatch(
  client: pg.PoolClient,
  org: string,
  orders: { id: number }[],
  warehouses: Warehouse[],
) {
  const orderIds = orders.map((o) => o.id);
  const { rows: lines } = await client.query<LineRow>(
    `select l.id, l.order_id, l.line_number, l.product_id, p.product_code, l.quantity
       from order_lines l join products p on p.id = l.product_id
      where l.organisation_id = $1 and l.order_id = any($2::int[]) order by l.order_id, l.line_number`,
    [org, orderIds],
  );
  // Only rows with something to take are locked (as the engine counts the others as 0).
  const { rows: stocks } = await client.query<Stock>(
    `select id, product_id, warehouse_id, on_hand, allocated, non_sellable,
            on_hand - allocated as free from stocks
      where organisation_id = $1 and product_id = any($2::int[]) and on_hand > allocated
      order by id for no key update`,
    [org, [...new Set(lines.map((l) => l.product_id))]],
  );
  const free = new Map(stocks.map((s) => [`${s.product_id}:${s.warehouse_id}`, s]));
  const linesOf = new Map<number, LineRow[]>();
  for (const l of lines) linesOf.set(l.order_id, [...(linesOf.get(l.order_id) ?? []), l]);
  const allocations: Planned[] = [];
  const outcomes: { id: number; status: string; note: string }[] = [];
  for (const id of orderIds) {
    const own = linesOf.get(id) ?? [];
    const need = new Map<number, number>();
    for (const l of own) need.set(l.product_id, (need.get(l.product_id) ?? 0) + l.quantity);
    const slot = (productId: number, w: Warehouse) => free.get(`${productId}:${w.id}`);
    const whole = warehouses.find((w) =>
      [...need].every(([productId, n]) => (slot(productId, w)?.free ?? 0) >= n),
    );
    if (!whole) {
      outcomes.push({ id, status: 'unallocated', note: shortNote(own, warehouses, slot) });
      continue;
    }
    const reason = `${M.choice('group_order', whole.rank, whole.name)}: ${M.wholeOrder}`;
    for (const l of own) {
      const stock = slot(l.product_id, whole)!;
      stock.free -= l.quantity;
      allocations.push({ ...l, stock, quantity: l.quantity, rank: whole.rank, reason });
    }
    outcomes.push({ id, status: 'allocated', note: reason });
  }
  await writeBatch(client, org, allocations, outcomes);
  const allocated = outcomes.filter((o) => o.status === 'allocated').length;
  return { allocated, short: outcomes.length - allocated };
}

/** The engine's words for an order no single warehouse covers (受注単位 without 一部引当). */
function shortNote(
  own: LineRow[],
  warehouses: Warehouse[],
  slot: (productId: number, w: Warehouse) => Stock | undefined,
) {
  const notes = own.flatMap((l) => {
    const frees = warehouses.map((w) => Math.max(0, slot(l.product_id, w)?.free ?? 0));
    const best = Math.max(0, ...frees);
    const group = frees.reduce((sum, n) => sum + n, 0);
    return best < l.quantity ? [M.short(l.product_code, l.quantity, group, best)] : [];
  });
  return [...new Set(notes.length > 0 ? notes : [M.noSingleWarehouse])].join(' / ');
}

type Planned = Line & { stock: Stock; quantity: number; rank: number; reason: string };

/** The batch's rows, one statement per table: the work any batched allocation has to do. */
async function writeBatch(
  client: pg.PoolClient,
  org: string,
  allocations: Planned[],
  outcomes: { id: number; status: string; note: string }[],
) {
  const a = allocations;
  await client.query(
    `insert into order_allocations (organisation_id, order_id, order_line_id, warehouse_id, stock_id,
       quantity, rank, reason, method, priority)
     select $1, a.*, 'order', 'group_order'
       from unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::text[])
         as a(order_id, line_id, warehouse_id, stock_id, quantity, rank, reason)`,
    [
      org,
      a.map((x) => x.order_id),
      a.map((x) => x.id),
      a.map((x) => x.stock.warehouse_id),
      a.map((x) => x.stock.id),
      a.map((x) => x.quantity),
      a.map((x) => x.rank),
      a.map((x) => x.reason),
    ],
  );
  await client.query(
    `update order_lines l set allocated_qty = l.allocated_qty + v.quantity
       from unnest($2::int[], $3::int[]) as v(id, quantity)
      where l.organisation_id = $1 and l.id = v.id`,
    [org, a.map((x) => x.id), a.map((x) => x.quantity)],
  );
  await client.query(
    `update orders o set status = v.status, allocation_note = v.note,
            allocated_at = case when v.status = 'allocated' then now() else o.allocated_at end,
            version = o.version + 1, updated_at = now()
       from unnest($2::int[], $3::text[], $4::text[]) as v(id, status, note)
      where o.organisation_id = $1 and o.id = v.id`,
    [org, outcomes.map((o) => o.id), outcomes.map((o) => o.status), outcomes.map((o) => o.note)],
  );
  // One ledger row per allocation, its figures running on from the locked row's.
  const after = new Map<number, { stock: Stock; allocated: number; changes: number }>();
  const ledger = a.map((x) => {
    const row = after.get(x.stock.id) ?? {
      stock: x.stock,
      allocated: x.stock.allocated,
      changes: 0,
    };
    row.allocated += x.quantity;
    row.changes += 1;
    after.set(x.stock.id, row);
    return { x, allocated: row.allocated };
  });
  const rows = [...after.values()];
  await client.query(
    `update stocks s set allocated = v.allocated, version = s.version + v.changes, updated_at = now()
       from unnest($2::int[], $3::int[], $4::int[]) as v(id, allocated, changes)
      where s.organisation_id = $1 and s.id = v.id`,
    [org, rows.map((r) => r.stock.id), rows.map((r) => r.allocated), rows.map((r) => r.changes)],
  );
  await client.query(
    `insert into stock_movements (organisation_id, stock_id, kind, allocated_delta, on_hand_after,
       allocated_after, non_sellable_after, reference_type, reference_id)
     select $1, e.stock_id, 'allocation', e.delta, e.on_hand, e.allocated, e.non_sellable, 'order', e.order_id
       from unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::text[]) with ordinality
         as e(stock_id, delta, on_hand, allocated, non_sellable, order_id, n)
      order by e.n`,
    [
      org,
      ledger.map((e) => e.x.stock.id),
      ledger.map((e) => e.x.quantity),
      ledger.map((e) => e.x.stock.on_hand),
      ledger.map((e) => e.allocated),
      ledger.map((e) => e.x.stock.non_sellable),
      ledger.map((e) => String(e.x.order_id)),
    ],
  );
}
