import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import { products } from '../../modules/products/products.table.ts';
import { shops } from '../../modules/shops/shops.table.ts';
import { storeLocation } from '../../modules/stocks/stock-locations.test-support.ts';
import { storeWarehouse } from '../../modules/stocks/stocks.test-support.ts';
import { settleAll, shippingWorld } from '../../modules/shipping/shipping.test-support.ts';
import {
  store,
  supplierBody,
  SUPPLIERS,
  vendorBody,
  VENDORS,
} from '../../test/masters.test-support.ts';
import {
  connectRslWarehouse,
  startWarehouseJobsTest,
  type WarehouseJobsTest,
} from '../../modules/warehouse-jobs/warehouse-jobs.test-support.ts';
import { signInAs, SUZUKI } from '../../test/jobs.test-support.ts';
import { reconcile } from './reconcile.ts';

/** One organisation's part of the lifecycle world: its app side, shops, partners and orders. */
export type Side = {
  t: WarehouseJobsTest;
  world: Awaited<ReturnType<typeof shippingWorld>>;
  shops: { rsl: number; own: number };
  supplierId: number;
  vendorId: number;
  /** Every order the steps created, picked by index modulo length. */
  orders: number[];
  /** A second own warehouse, for 在庫移動 (no shop ships from it). */
  secondOwnWarehouseId: number;
  /** The own warehouse's shelves: A-01 (pickable, the first product's 標準棚番), R-01 (reserve). */
  shelves: number[];
};

export type Lifecycle = { sides: [Side, Side]; key: string; resultDelayMs: number };

export const PRODUCT_COUNT = 2;
/** The product (by index) that keeps lots (ロット管理), and its 引当不可日数. */
export const LOT_PRODUCT = 1;
export const UNALLOCATABLE_DAYS = 10;
const START_STOCK = 6;
// The warehouse holds fewer than we think: the first larger orders there are refused 在庫不足.
const START_WAREHOUSE_STOCK = 3;

/** The id of the shop the world created under `code` (read, not written). */
async function shopId(side: WarehouseJobsTest, code: string) {
  const [row] = await side.app.db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.organisationId, side.yamada.organisationId), eq(shops.code, code)));
  return row!.id;
}

async function sideOf(t: WarehouseJobsTest, key: string, vendorCode: string): Promise<Side> {
  const world = await shippingWorld(t, PRODUCT_COUNT, key);
  // One product keeps lots from the start, so its first stock is the ロット不明 lot (decision 065).
  await t.app.db
    .update(products)
    .set({ lotManaged: true, unallocatableDays: UNALLOCATABLE_DAYS })
    .where(eq(products.id, world.products[LOT_PRODUCT]!.id));
  await world.stock(
    Array.from({ length: PRODUCT_COUNT }).flatMap((_, p) => [
      [p, START_STOCK, 'rsl'] as [number, number, 'rsl'],
      [p, START_STOCK, 'own'] as [number, number, 'own'],
    ]),
  );
  // Shelves after the starting stock, which therefore lies on none (棚番未設定).
  const a = await storeLocation(t.yamada.api, world.ownWarehouseId, 'A-01', {
    product_codes: [world.products[0]!.code],
  });
  const r = await storeLocation(t.yamada.api, world.ownWarehouseId, 'R-01', {
    route_order: 5,
    pickable: false,
  });
  const supplier = await store(t.yamada.api, SUPPLIERS, supplierBody());
  const vendor = await store(t.yamada.api, VENDORS, vendorBody({ vendor_code: vendorCode }));
  return {
    t,
    world,
    shops: { rsl: await shopId(t, `RSL店-${key}`), own: await shopId(t, `自社店-${key}`) },
    supplierId: supplier.id as number,
    vendorId: vendor.id as number,
    orders: [],
    secondOwnWarehouseId: (await storeWarehouse(t.yamada.api)).id,
    shelves: [a.id, r.id],
  };
}

/**
 * サンプル物流 (A) and テスト商事 (B) on one app, one simulator and ONE warehouse account, each with
 * an own warehouse and an RSL warehouse, the same product codes and stock in all four.
 */
export async function startLifecycle(): Promise<Lifecycle> {
  const a = await startWarehouseJobsTest();
  const suzuki = await signInAs(a.app.baseUrl, SUZUKI);
  const b = { ...a, yamada: suzuki, ...(await connectRslWarehouse(suzuki.api, a.sim, a.account)) };
  const key = randomUUID().slice(0, 8);
  const vendorCode = `VLC-${key}`;
  await a.account.provider.upsertVendors({ requestId: `vendor-${key}` }, [
    { vendorCode, name: '共有ベンダー' },
  ]);
  const sides: [Side, Side] = [await sideOf(a, key, vendorCode), await sideOf(b, key, vendorCode)];
  await sides[0].world.simStock(
    Array.from({ length: PRODUCT_COUNT }, (_, p) => [p, START_WAREHOUSE_STOCK] as [number, number]),
  );
  // Every second parcel comes back (長期不在): returns from the warehouse take part too.
  const { resultDelayMs } = await a.sim.control.settings({ returnEvery: 2 });
  return { sides, key, resultDelayMs };
}

/** Waits for both organisations' jobs, then 整合性チェック must find nothing in either. */
export async function expectNoDrift(sides: [Side, Side], stepsSoFar: unknown[]) {
  for (const side of sides) await settleAll(side.t);
  for (const side of sides) {
    const findings = await reconcile(
      side.t.app.db,
      organisationScope(side.t.yamada.organisationId),
    );
    expect(findings, `after ${JSON.stringify(stepsSoFar)}`).toEqual([]);
  }
}

/** A call of the app's API that must never be a 500: bad input is refused, not crashed on. */
export async function call(side: Side, method: string, path: string, body?: unknown) {
  const answer = await side.t.yamada.api(method, path, body);
  expect(answer.status, `${method} ${path} ${JSON.stringify(answer.body)}`).toBeLessThan(500);
  return answer;
}
