import { ORDER_MESSAGES as M, orderDeliveryValues, type OrderValues } from '@logi/shared';
import { CpuSlices } from '../../cpu-slices.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { prefectureMatchesPostalCode } from '../postal/index.ts';
import { productIdsByCode, shopsOf } from './orders.references.ts';

// The checks an intake passes before anything is written: every shop and product is the
// organisation's, no number twice in one intake, and each address's postal code and prefecture.

/** Why one order (or one of its lines) cannot be taken in; `field` is the order's field name. */
export type IntakeProblem = {
  order: number;
  line?: number;
  field: string;
  message: string;
  /** The number is taken by a different order (a 409 on the API), not a bad value. */
  conflict?: boolean;
};

/** An intake refused as a whole: nothing was written. */
export class OrderIntakeRefusal extends Error {
  constructor(readonly problems: readonly IntakeProblem[]) {
    super(problems[0]?.message ?? 'refused');
    this.name = 'OrderIntakeRefusal';
  }
}

export type Resolved = { values: OrderValues; shopId: number; productIds: number[] };
/** An order's identity: one order per shop and order number. */
export const orderKey = (shopId: number, orderNumber: string) => `${shopId}\u0000${orderNumber}`;

/** An incoming order's recipient and delivery columns as they are stored (postal code 123-4567). */
export const recipientColumnsOf = (v: OrderValues) => ({
  recipientName: v.recipientName,
  recipientKana: v.recipientKana,
  postalCode: v.postalCode.replace(/^(\d{3})-?(\d{4})$/, '$1-$2'),
  prefecture: v.prefecture,
  city: v.city,
  town: v.town,
  building: v.building,
  phone: v.phone,
  deliveryDate: v.deliveryDate ?? null,
  deliveryTimeSlot: v.deliveryTimeSlot ?? null,
  // 配送方法 … 代引手数料, the carrier derived from the method when left blank.
  ...orderDeliveryValues(v),
  note: v.note,
});

/** Shops, products and numbers checked against the organisation, before anything is written. */
export async function resolveIntake(
  db: DbOrTx,
  scope: OrganisationScope,
  inputs: readonly OrderValues[],
) {
  const shops = await shopsOf(
    db,
    scope,
    inputs.flatMap((order) => (order.shopId ? [order.shopId] : [])),
    inputs.flatMap((order) => (!order.shopId && order.shopCode ? [order.shopCode] : [])),
  );
  const products = await productIdsByCode(db, scope, [
    ...new Set(inputs.flatMap((order) => order.lines.map((line) => line.productCode))),
  ]);
  const problems: IntakeProblem[] = [];
  const seen = new Set<string>();
  const resolved: Resolved[] = [];
  // A file may hold tens of thousands of orders: other requests are answered in between.
  const slices = new CpuSlices();
  for (const [order, values] of inputs.entries()) {
    if (slices.spent) await slices.pause();
    const shop = values.shopId
      ? shops.byId.get(values.shopId)
      : shops.byCode.get(values.shopCode ?? '');
    if (!shop) {
      problems.push({
        order,
        field: values.shopId ? 'shopId' : 'shopCode',
        message: M.shopNotFound,
      });
    } else if (seen.has(orderKey(shop.id, values.orderNumber))) {
      problems.push({
        order,
        field: 'orderNumber',
        message: M.duplicateInBatch(values.orderNumber),
      });
    } else seen.add(orderKey(shop.id, values.orderNumber));
    const productIds = values.lines.map((line, index) => {
      const id = products.get(line.productCode);
      if (id === undefined)
        problems.push({
          order,
          line: index,
          field: 'productCode',
          message: M.productNotFound(line.productCode),
        });
      return id ?? 0;
    });
    resolved.push({ values, shopId: shop?.id ?? 0, productIds });
  }
  if (problems.length > 0) throw new OrderIntakeRefusal(problems);
  return resolved;
}

/** postal_mismatch per order: each distinct (code, prefecture) pair looked up once. */
export async function postalMismatches(inputs: readonly OrderValues[]) {
  const pairs = new Map<string, Promise<boolean>>();
  return Promise.all(
    inputs.map((order) => {
      const key = `${order.postalCode}\u0000${order.prefecture}`;
      if (!pairs.has(key))
        pairs.set(key, prefectureMatchesPostalCode(order.postalCode, order.prefecture));
      return pairs.get(key)!.then((matches) => !matches);
    }),
  );
}
