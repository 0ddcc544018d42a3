import { appSettings } from '../modules/app-settings/app-settings.table.ts';
import { products, skuMappings } from '../modules/products/products.table.ts';
import { warehouses } from '../modules/warehouses/warehouses.table.ts';
import { shops } from '../modules/shops/shops.table.ts';
import type { ProbeOwner, TenancyProbe } from './route-inventory.ts';
import { masterProbes } from './tenancy-probes-masters.ts';

/** Tenancy probes of the products and their SKU対応表 for route-inventory.ts. */

const uniqueCode = (prefix: string) => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;

async function productRecord(owner: ProbeOwner) {
  const code = uniqueCode('PRD');
  const [row] = await owner.db
    .insert(products)
    .values({ organisationId: owner.organisationId, productCode: code, name: 'プローブ商品' })
    .returning({ id: products.id });
  return { id: row!.id, code };
}

/** A product of the owner with one SKU mapping at a shop of the owner's. */
async function mappedProduct(owner: ProbeOwner) {
  const product = await productRecord(owner);
  const [shop] = await owner.db
    .insert(shops)
    .values({
      organisationId: owner.organisationId,
      code: uniqueCode('SHOP'),
      name: 'プローブ店',
      mall: '楽天市場',
    })
    .returning({ id: shops.id });
  const skuCode = uniqueCode('SKU');
  const [mapping] = await owner.db
    .insert(skuMappings)
    .values({
      organisationId: owner.organisationId,
      productId: product.id,
      shopId: shop!.id,
      shopSkuCode: skuCode,
    })
    .returning({ id: skuMappings.id });
  return { product, shopId: shop!.id, skuCode, mappingId: mapping!.id };
}

export const productProbes = {
  ...masterProbes('/api/products', productRecord, (code) => ({
    product_code: code,
    name: 'プローブ商品',
    price: 0,
    cost: 0,
    sales_status: 'on_sale',
    stock_managed: true,
    stock_threshold: 0,
    rsl_linked: false,
    temperature_zone: 'ambient',
    is_dangerous: false,
    lot_managed: false,
    serial_managed: false,
  })),
  skuMappings: {
    kind: 'record',
    arrange: async (owner) => {
      const { product, skuCode } = await mappedProduct(owner);
      return {
        path: `/api/products/sku_mappings/${product.id}`,
        leaks: (text) => text.includes(skuCode),
      };
    },
  } satisfies TenancyProbe,
  skuMappingStore: {
    kind: 'record',
    arrange: async (owner) => {
      const { product, shopId } = await mappedProduct(owner);
      const skuCode = uniqueCode('NEW');
      return {
        path: `/api/products/sku_mappings/store/${product.id}`,
        body: { shop_id: shopId, shop_sku_code: skuCode },
        ownerStatus: 201,
        leaks: (text) => text.includes(skuCode),
      };
    },
  } satisfies TenancyProbe,
  skuMappingDestroy: {
    kind: 'record',
    arrange: async (owner) => {
      const { mappingId } = await mappedProduct(owner);
      return {
        path: `/api/products/sku_mappings/destroy/${mappingId}`,
        ownerStatus: 204,
        leaks: (text) => text === '',
      };
    },
  } satisfies TenancyProbe,
};

/** The owner's RSL warehouse (no credentials: the queued job fails at once, without a call). */
async function externalWarehouseOf(owner: ProbeOwner) {
  const [setting] = await owner.db
    .insert(appSettings)
    .values({
      organisationId: owner.organisationId,
      name: uniqueCode('SET'),
      kind: 'rsl',
      endpointUrl: 'https://rsl.example',
    })
    .returning({ id: appSettings.id });
  await owner.db.insert(warehouses).values({
    organisationId: owner.organisationId,
    code: uniqueCode('WH'),
    name: 'プローブRSL',
    type: 'rsl',
    appSettingId: setting!.id,
  });
}

/** 送信 / 取得 on the product list: another organisation's product id is a 404, its fetch a 422. */
export const productSyncProbes = {
  send: {
    kind: 'record',
    arrange: async (owner) => {
      await externalWarehouseOf(owner);
      const { id } = await productRecord(owner);
      return {
        path: '/api/products/send',
        body: { ids: [id] },
        ownerStatus: 202,
        leaks: (text) => text.includes('product_create_update'),
      };
    },
  },
  fetch: {
    kind: 'listing',
    arrange: async (owner) => {
      await externalWarehouseOf(owner);
      return {
        path: '/api/products/fetch',
        body: {},
        ownerStatus: 202,
        intruderStatus: 422,
        leaks: (text) => text.includes('product_search'),
      };
    },
  },
} satisfies Record<string, TenancyProbe>;
