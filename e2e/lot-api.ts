import type { APIRequestContext } from '@playwright/test';
import { addDays, todayJst } from '@logi/shared';
import { post, storeProduct } from './outbound-api.ts';

// Set-up the lot specs (lots.spec.ts, transfers.spec.ts) share through the API: a ロット管理
// product and a schedule of it at 東京倉庫. What they test goes through the UI.

/** A new ロット管理 product on sale. */
export async function storeLotProduct(request: APIRequestContext, code: string, name: string) {
  return storeProduct(request, {
    product_code: code,
    name,
    price: 1200,
    cost: 500,
    lot_managed: true,
  });
}

/** A normal schedule of `quantity` of the product at 東京倉庫 from the first supplier, due tomorrow. */
export async function tokyoSchedule(
  request: APIRequestContext,
  productId: number,
  quantity: number,
) {
  const warehouses = await post(request, '/api/warehouses/search', { per_page: 100 });
  const tokyo = (warehouses.data as { id: number; code: string }[]).find(
    (w) => w.code === 'TOKYO',
  )!;
  const suppliers = await post(request, '/api/suppliers/search', { per_page: 1 });
  const schedule = await post(request, '/api/receiving_schedules/store', {
    kind: 'normal',
    warehouse_id: tokyo.id,
    supplier_id: (suppliers.data as { id: number }[])[0]!.id,
    scheduled_date: addDays(todayJst(), 1),
    lines: [{ product_id: productId, scheduled_qty: quantity }],
  });
  return {
    tokyoId: tokyo.id,
    scheduleId: schedule.id as number,
    version: schedule.version as number,
    lineId: (schedule.lines as { id: number }[])[0]!.id,
  };
}
