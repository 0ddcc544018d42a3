import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { expectLedgerConsistent } from '../stocks/stocks.ledger.test-support.ts';
import { twoOrganisations, type Api } from '../../test/masters.test-support.ts';
import { outboundWorld } from './allocation.test-support.ts';

// Issue 13: 32 concurrent allocation runs (and releases) plus stock adjustments on the same products
// through the HTTP API → every request answered, 0 oversell, allocations, lines and ledger agree.

const setup = twoOrganisations();
const { yamada } = setup;

/** A user's adjustment: read the row, send its version; a 409 reloads, a 422 (below 引当数) gives up. */
async function adjust(api: Api, id: number, delta: number) {
  for (;;) {
    const shown = await api('GET', `/api/stocks/show/${id}`);
    const saved = await api('PUT', `/api/stocks/adjust/${id}`, {
      mode: 'delta',
      quantity: delta,
      reason: '棚卸差異',
      version: shown.body.data.version,
    });
    if (saved.status !== 409) return saved.status;
  }
}

it('32 concurrent runs, releases and adjustments on the same products never oversell', async () => {
  const { rows } = await setup.app.db.execute<{ uuid: string }>(sql`
    select ou.organisation_id as uuid from organisation_user ou join users u on u.id = ou.user_id
     where u.email = 'yamada@sample-butsuryu.example' limit 1`);
  const w = await outboundWorld(setup.app.db, { organisationId: rows[0]!.uuid, productCount: 2 });
  await w.settings({ method: 'split', allowPartial: true });
  await w.stock([
    [0, 0, 20],
    [0, 1, 15],
    [0, 2, 10],
    [1, 0, 10],
    [1, 1, 10],
  ]);
  const ids: number[] = [];
  for (let i = 0; i < 60; i += 1)
    ids.push(
      await w.order([
        [i % 2, 1 + (i % 3)],
        [(i + 1) % 2, 1],
      ]),
    );
  const { rows: stockRows } = await setup.app.db.execute<{ id: number }>(
    sql`select id from stocks where organisation_id = ${w.organisationId} order by id`,
  );

  const runs = Array.from({ length: 32 }, (_, i) => {
    if (i % 4 === 0) return yamada('POST', '/api/allocation/run', {});
    if (i % 4 === 1)
      return yamada('POST', '/api/allocation/release', { order_ids: ids.slice(i, i + 10) });
    return yamada('POST', '/api/allocation/run', { order_ids: ids.slice(i, i + 20) });
  });
  const adjustments = Array.from({ length: 16 }, (_, i) =>
    adjust(yamada, stockRows[i % stockRows.length]!.id, i % 3 === 0 ? -4 : 3),
  );
  const answers = await Promise.all(runs);
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  for (const status of await Promise.all(adjustments)) expect([200, 422]).toContain(status);

  const { rows: stocks } = await setup.app.db.execute<{
    on_hand: number;
    allocated: number;
    active: number;
  }>(sql`
    select s.on_hand, s.allocated,
           coalesce((select sum(quantity) from order_allocations a where a.stock_id = s.id and a.state = 'active'), 0)::int as active
      from stocks s where s.organisation_id = ${w.organisationId}`);
  for (const row of stocks) {
    expect(row.allocated).toBeLessThanOrEqual(row.on_hand);
    expect(row.allocated).toBe(row.active);
  }
  const { rows: lines } = await setup.app.db.execute<{ allocated_qty: number; held: number }>(sql`
    select l.allocated_qty,
           coalesce((select sum(quantity) from order_allocations a where a.order_line_id = l.id and a.state = 'active'), 0)::int as held
      from order_lines l join orders o on o.id = l.order_id where o.shop_id = ${w.shopId}`);
  for (const line of lines) expect(line.allocated_qty).toBe(line.held);
  await expectLedgerConsistent(setup.app.db, w.organisationId);
}, 180_000);
