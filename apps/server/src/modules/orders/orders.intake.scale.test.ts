import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGES as M, type OrderValues } from '@logi/shared';
import { createTestDatabase } from '../../test/test-database.ts';
import { outboundWorld } from '../allocation/allocation.test-support.ts';
import { OrderIntakeRefusal } from './intake-checks.ts';
import { storedOrders } from './intake-resend.ts';
import { storeOrders } from './orders-intake.service.ts';

// More values than one PostgreSQL statement can carry as parameters (65,535): a CSV file's worth.
const BEYOND_PARAMETERS = 70_000;
// Two parameters per stored order (shop, number) went over the limit from here.
const STORED_AGAIN = 33_000;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let world: Awaited<ReturnType<typeof outboundWorld>>;
beforeAll(async () => {
  database = await createTestDatabase();
  world = await outboundWorld(database.db, { productCount: 1 });
});
afterAll(() => database?.drop());

function order(orderNumber: string, overrides: Partial<OrderValues> = {}): OrderValues {
  return {
    shopCode: world.shopCode,
    shopId: null,
    orderNumber,
    orderedAt: '2026-04-01T01:30:00Z',
    recipientName: '山田 花子',
    recipientKana: null,
    postalCode: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    town: null,
    building: null,
    phone: '03-1234-5678',
    deliveryDate: null,
    deliveryTimeSlot: null,
    note: null,
    lines: [{ productCode: world.productCodes[0]!, quantity: 1, unitPrice: 0 }],
    ...overrides,
  };
}

/** The intake's refusal of the orders (the test fails if they are taken, or on any other error). */
async function refusalOf(inputs: OrderValues[]): Promise<OrderIntakeRefusal> {
  const error = await storeOrders(database.db, world.actor, inputs, 'csv').then(
    () => new Error('the orders were taken'),
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof OrderIntakeRefusal)) throw error;
  return error;
}

const numbers = (count: number, prefix: string) =>
  Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}`);

describe('an order file beyond the parameters of one statement (issue 23: 500s found by the sweep)', () => {
  it('refuses 70,000 orders of unknown shops as such', async () => {
    const inputs = numbers(BEYOND_PARAMETERS, 'NS').map((number) =>
      order(number, { shopCode: `NO-SHOP-${number}` }),
    );
    const { problems } = await refusalOf(inputs);
    expect(problems).toHaveLength(BEYOND_PARAMETERS);
    expect(problems[0]).toMatchObject({ field: 'shopCode', message: M.shopNotFound });
  });

  it('refuses 70,000 unknown product codes as such', async () => {
    const inputs = numbers(BEYOND_PARAMETERS, 'NP').map((number) =>
      order(number, {
        lines: [{ productCode: `NO-PRODUCT-${number}`, quantity: 1, unitPrice: 0 }],
      }),
    );
    const { problems } = await refusalOf(inputs);
    expect(problems).toHaveLength(BEYOND_PARAMETERS);
    expect(problems[0]).toMatchObject({
      field: 'productCode',
      message: M.productNotFound('NO-PRODUCT-NP-1'),
    });
  });

  it('reads back 33,000 stored orders by shop and number, to compare them with a file sent again', async () => {
    await database.db.execute(sql`
      insert into orders (organisation_id, shop_id, order_number, ordered_at, source,
                          recipient_name, postal_code, prefecture, city, phone)
      select ${world.organisationId}::uuid, ${world.shopId}::int, 'SA-' || n,
             '2026-04-01T01:30:00Z', 'csv', '山田 花子', '100-0001', '東京都', '千代田区', '03-1234-5678'
      from generate_series(1, ${STORED_AGAIN}::int) as n`);
    const taken = numbers(STORED_AGAIN, 'SA').map((number) => ({
      values: order(number),
      shopId: world.shopId,
      productIds: [world.productIds[0]!],
    }));
    const stored = await database.db.transaction((tx) =>
      storedOrders(tx, world.actor.scope, taken),
    );
    expect(stored.size).toBe(STORED_AGAIN);
    expect(stored.get(`${world.shopId}\u0000SA-1`)?.row.orderNumber).toBe('SA-1');
  });
});
