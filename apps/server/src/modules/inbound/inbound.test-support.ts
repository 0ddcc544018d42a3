import { addDays, todayJst } from '@logi/shared';
import { PRODUCTS, productBody } from '../products/products.test-support.ts';
import {
  store,
  storeWarehouse,
  supplierBody,
  SUPPLIERS,
  vendorBody,
  VENDORS,
  type Api,
} from '../warehouses/warehouses.test-support.ts';

export * from '../warehouses/warehouses.test-support.ts';
export const SCHEDULES = '/api/receiving_schedules';
export const RETURNS = '/api/customer_returns';
export const TOMORROW = addDays(todayJst(), 1);

export type Line = {
  id: number;
  line_number: number;
  product_id: number;
  scheduled_qty: number;
  received_qty: number;
  non_sellable_qty: number;
  cancelled: boolean;
  default_location_code: string | null;
  lot_managed: boolean;
};
export type Schedule = {
  id: number;
  number: string;
  status: string;
  version: number;
  sync_message: string | null;
  lines: Line[];
  receipts: { source: string; received_qty: number; non_sellable_qty: number }[];
} & Record<string, unknown>;

/** An own warehouse with its supplier and `count` products of the caller's organisation. */
export async function ownSetup(api: Api, count = 2, warehouse: Record<string, unknown> = {}) {
  const own = await storeWarehouse(api, warehouse);
  const supplier = await store(api, SUPPLIERS, supplierBody());
  const products = [];
  for (let i = 0; i < count; i += 1) products.push(await store(api, PRODUCTS, productBody()));
  return { warehouse: own, supplier, products };
}

export const scheduleBody = (
  setup: { warehouse: { id: number }; supplier?: { id: number }; vendor?: { id: number } },
  lines: { product_id: number; scheduled_qty: number }[],
  overrides: Record<string, unknown> = {},
) => ({
  kind: 'normal',
  warehouse_id: setup.warehouse.id,
  supplier_id: setup.supplier?.id ?? null,
  vendor_id: setup.vendor?.id ?? null,
  scheduled_date: TOMORROW,
  carrier: 'ヤマト運輸',
  parcel_count: 2,
  note: null,
  lines,
  ...overrides,
});

/** Stores a schedule; fails the test on anything but 201. */
export const storeSchedule = async (api: Api, body: Record<string, unknown>) =>
  (await store(api, SCHEDULES, body)) as unknown as Schedule;

export const showSchedule = async (api: Api, id: number) =>
  (await api('GET', `${SCHEDULES}/show/${id}`)).body.data as Schedule;

export const newVendor = (api: Api, overrides: Record<string, unknown> = {}) =>
  store(api, VENDORS, vendorBody(overrides));

/** The stock figures of a product in a warehouse (zero when no row). */
export async function stockFigures(api: Api, warehouseId: number, productId: number) {
  const answer = await api('POST', '/api/stocks/search', {
    stock_type: 'stockByWarehouse',
    warehouse_id: warehouseId,
    per_page: 100,
  });
  const row = (
    answer.body.data.data as { product_id: number; on_hand: number; non_sellable: number }[]
  ).find((candidate) => candidate.product_id === productId);
  return { onHand: row?.on_hand ?? 0, nonSellable: row?.non_sellable ?? 0 };
}
