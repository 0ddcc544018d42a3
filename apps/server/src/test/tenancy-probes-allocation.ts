import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { organisationScope } from '../db/organisation-scope.ts';
import { allocationSettings } from '../modules/allocation/allocation-settings.table.ts';
import { orderLines, orders } from '../modules/orders/orders.table.ts';
import { products } from '../modules/products/products.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import { warehouseGroups } from '../modules/warehouse-groups/warehouse-groups.table.ts';
import { allocateOrders } from '../modules/allocation/index.ts';
import type { InventoryRoute, ProbeOwner, TenancyProbe } from './route-inventory.ts';

/** Tenancy probes of 引当 for route-inventory.ts: the owner's settings and an order of the owner's. */

const key = () => randomUUID().slice(0, 8);

/** An order of the owner with one line; its shop has no warehouse group, so it stays 未引当. */
async function ownerOrder(owner: ProbeOwner) {
  const k = key();
  const [shop] = await owner.db
    .insert(shops)
    .values({
      organisationId: owner.organisationId,
      code: `S-${k}`,
      name: `ショップ${k}`,
      mall: '楽天市場',
    })
    .returning({ id: shops.id });
  const [product] = await owner.db
    .insert(products)
    .values({ organisationId: owner.organisationId, productCode: `P-${k}`, name: 'プローブ商品' })
    .returning({ id: products.id });
  const [order] = await owner.db
    .insert(orders)
    .values({
      organisationId: owner.organisationId,
      shopId: shop!.id,
      orderNumber: `O-${k}`,
      orderedAt: new Date(),
      source: 'demo',
      recipientName: 'プローブ 花子',
      postalCode: '100-0001',
      prefecture: '東京都',
      city: '千代田区',
      phone: '03-1234-5678',
    })
    .returning({ id: orders.id });
  await owner.db.insert(orderLines).values({
    organisationId: owner.organisationId,
    orderId: order!.id,
    lineNumber: 1,
    productId: product!.id,
    quantity: 1,
  });
  return order!.id;
}

/** The owner's settings with a figure no default has (interval 777 minutes). */
async function ownerSettings(owner: ProbeOwner) {
  const [group] = await owner.db
    .insert(warehouseGroups)
    .values({ organisationId: owner.organisationId, name: `プローブ${key()}` })
    .returning({ id: warehouseGroups.id });
  await owner.db
    .insert(allocationSettings)
    .values({
      organisationId: owner.organisationId,
      autoIntervalMinutes: 777,
      defaultWarehouseGroupId: group!.id,
    })
    .onConflictDoUpdate({
      target: allocationSettings.organisationId,
      set: { autoIntervalMinutes: 777, defaultWarehouseGroupId: group!.id },
    });
  const [row] = await owner.db
    .select({ version: allocationSettings.version })
    .from(allocationSettings)
    .where(eq(allocationSettings.organisationId, owner.organisationId));
  return { groupId: group!.id, version: row!.version };
}

export const allocationProbes = {
  showSettings: {
    kind: 'listing',
    arrange: async (owner) => {
      await ownerSettings(owner);
      return {
        path: '/api/allocation/settings',
        leaks: (text) => text.includes('"auto_interval_minutes":777'),
      };
    },
  } satisfies TenancyProbe,
  // Another organisation cannot name the owner's group as its default: a field error, nothing saved;
  // the owner saves it.
  updateSettings: {
    kind: 'record',
    arrange: async (owner) => {
      const { groupId, version } = await ownerSettings(owner);
      const body = {
        method: 'order',
        priority: 'group_order',
        allow_partial: false,
        auto_enabled: false,
        auto_interval_minutes: 777,
        cutoff_hour: 13,
        expiry_warning_days: 30,
        default_warehouse_group_id: groupId,
        version,
      };
      return {
        path: '/api/allocation/settings',
        body,
        intruderStatus: 422,
        leaks: (text) => text.includes('"auto_interval_minutes":777'),
      };
    },
  } satisfies TenancyProbe,
  run: {
    kind: 'record',
    arrange: async (owner) => {
      const id = await ownerOrder(owner);
      return {
        path: '/api/allocation/run',
        body: { order_ids: [id] },
        leaks: (text) => text.includes('"short":1'),
      };
    },
  } satisfies TenancyProbe,
  release: {
    kind: 'record',
    arrange: async (owner) => {
      const id = await ownerOrder(owner);
      await allocateOrders(
        owner.db,
        { scope: organisationScope(owner.organisationId), userId: null },
        { orderIds: [id] },
      );
      return {
        path: '/api/allocation/release',
        body: { order_ids: [id] },
        leaks: (text) => text.includes('"skipped":1'),
      };
    },
  } satisfies TenancyProbe,
};

const row = (method: 'GET' | 'POST' | 'PUT', url: string, probe: TenancyProbe): InventoryRoute => ({
  method,
  url,
  access: 'signedIn',
  tenancy: 'organisation',
  probe,
});

/** 引当's rows of the route inventory. */
export const ALLOCATION_ROUTES: InventoryRoute[] = [
  row('GET', '/api/allocation/settings', allocationProbes.showSettings),
  row('PUT', '/api/allocation/settings', allocationProbes.updateSettings),
  row('POST', '/api/allocation/run', allocationProbes.run),
  row('POST', '/api/allocation/release', allocationProbes.release),
];
