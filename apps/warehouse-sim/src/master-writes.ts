import {
  WAREHOUSE_MESSAGES as M,
  type ItemOutcome,
  type ProductUpsertRequest,
  type SkuMappingCreateRequest,
  type SkuMappingDeleteRequest,
  type VendorUpsertRequest,
} from '@logi/warehouse-api';
import { exists, ok, refused, type Work } from './write-kit.ts';

// The masters a warehouse keeps: vendors, 販売中 products, shop SKU mappings.
export const upsertVendors: Work<VendorUpsertRequest> = async (c, { vendors }) => {
  for (const vendor of vendors) {
    await c.client.query(
      `insert into vendors (account, vendor_code, data, updated_at) values ($1, $2, $3, $4)
       on conflict (account, vendor_code) do update set data = excluded.data, updated_at = excluded.updated_at`,
      [c.account, vendor.vendorCode, vendor, c.now],
    );
  }
  return vendors.map((vendor) => ok(vendor.vendorCode));
};

export const upsertProducts: Work<ProductUpsertRequest> = async (c, { products }) => {
  const outcomes: ItemOutcome[] = [];
  for (const product of products) {
    if (product.salesStatus !== '販売中') {
      outcomes.push(refused(product.productCode, M.productNotOnSale));
      continue;
    }
    await c.client.query(
      `insert into products (account, product_code, data, updated_at) values ($1, $2, $3, $4)
       on conflict (account, product_code) do update set data = excluded.data, updated_at = excluded.updated_at`,
      [c.account, product.productCode, product, c.now],
    );
    outcomes.push(ok(product.productCode));
  }
  return outcomes;
};

export const createMappings: Work<SkuMappingCreateRequest> = async (c, { mappings }) => {
  const outcomes: ItemOutcome[] = [];
  for (const mapping of mappings) {
    if (!(await exists(c, 'products', 'product_code', mapping.productCode))) {
      outcomes.push(refused(mapping.shopSkuCode, M.productNotRegistered));
      continue;
    }
    const { rows } = await c.client.query(
      `insert into sku_mappings (account, shop_code, shop_sku_code, product_code) values ($1, $2, $3, $4)
       on conflict (account, shop_code, shop_sku_code) do update set product_code = sku_mappings.product_code
       returning product_code`,
      [c.account, mapping.shopCode, mapping.shopSkuCode, mapping.productCode],
    );
    const taken = rows[0].product_code !== mapping.productCode;
    outcomes.push(taken ? refused(mapping.shopSkuCode, M.mappingTaken) : ok(mapping.shopSkuCode));
  }
  return outcomes;
};

export const deleteMappings: Work<SkuMappingDeleteRequest> = async (c, { mappings }) => {
  const outcomes: ItemOutcome[] = [];
  for (const mapping of mappings) {
    const { rowCount } = await c.client.query(
      'delete from sku_mappings where account = $1 and shop_code = $2 and shop_sku_code = $3',
      [c.account, mapping.shopCode, mapping.shopSkuCode],
    );
    outcomes.push(
      rowCount ? ok(mapping.shopSkuCode) : refused(mapping.shopSkuCode, M.mappingNotFound),
    );
  }
  return outcomes;
};
