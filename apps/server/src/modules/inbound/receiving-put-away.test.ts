import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  foreignShelf,
  ledgerOf,
  shelvesOf,
  storeLocation,
} from '../stocks/stock-locations.test-support.ts';
import {
  SCHEDULES,
  ownSetup,
  scheduleBody,
  storeSchedule,
  twoOrganisations,
} from './inbound.test-support.ts';

// Put-away (decision 066): a receipt at an own warehouse lands on the shelf its line names, else
// on the product's 標準棚番, else on no shelf; a shelf of another warehouse is refused.

const setup = twoOrganisations();
const { yamada } = setup;

describe('入荷登録 put-away to a shelf', () => {
  it('puts pieces on the named shelf or the 標準棚番 and names it in the ledger', async () => {
    const own = await ownSetup(yamada, 2);
    const [tea, soap] = own.products;
    await storeLocation(yamada, own.warehouse.id, 'A-01', { product_codes: [tea!.product_code] });
    const b = await storeLocation(yamada, own.warehouse.id, 'B-01');
    const schedule = await storeSchedule(
      yamada,
      scheduleBody(own, [
        { product_id: tea!.id, scheduled_qty: 10 },
        { product_id: soap!.id, scheduled_qty: 5 },
      ]),
    );
    const [teaLine, soapLine] = schedule.lines as { id: number }[];
    const elsewhere = await foreignShelf(yamada);
    const refused = await yamada('POST', `${SCHEDULES}/receive/${schedule.id}`, {
      version: 1,
      lines: [{ line_id: teaLine!.id, received_qty: 1, location_id: elsewhere.id }],
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'lines.0.location_id': ['棚番が見つかりませんでした'] });
    const received = await yamada('POST', `${SCHEDULES}/receive/${schedule.id}`, {
      version: 1,
      lines: [
        { line_id: teaLine!.id, received_qty: 3 },
        { line_id: soapLine!.id, received_qty: 2 },
      ],
    });
    expect(received.status).toBe(200);
    const again = await yamada('POST', `${SCHEDULES}/receive/${schedule.id}`, {
      version: received.body.data.version,
      lines: [{ line_id: teaLine!.id, received_qty: 4, location_id: b.id }],
    });
    expect(again.status).toBe(200);
    const { rows } = await setup.app.db.execute<{ id: number; product_id: number }>(
      sql`select id, product_id from stocks where warehouse_id = ${own.warehouse.id}`,
    );
    const stockOf = (productId: number) => rows.find((row) => row.product_id === productId)!.id;
    expect(await shelvesOf(setup.app.db, stockOf(tea!.id))).toEqual({ 'A-01': 3, 'B-01': 4 });
    // No 標準棚番 and no shelf named: the pieces lie on no shelf.
    expect(await shelvesOf(setup.app.db, stockOf(soap!.id))).toEqual({});
    expect(await ledgerOf(setup.app.db, stockOf(tea!.id))).toEqual([
      ['receipt', 'A-01', 3, null],
      ['receipt', 'B-01', 4, null],
    ]);
  });
});
