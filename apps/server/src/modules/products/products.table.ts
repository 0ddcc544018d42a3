import type { ProductSalesStatus, TaxRate, TemperatureZone } from '@logi/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
} from 'drizzle-orm/pg-core';
import {
  organisationIdColumn,
  organisationRecord,
  perOrganisationKey,
} from '../organisations/organisations.table.ts';
import { shops } from '../shops/shops.table.ts';
import { suppliers } from '../suppliers/suppliers.table.ts';
import { generationColumn, timestampTz, versionedTimestamps } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';

export const PRODUCT_CODE_UNIQUE = 'products_organisation_code_unique';
export const PRODUCT_SUPPLIER_FK = 'products_organisation_supplier_fk';
export const SKU_MAPPING_UNIQUE = 'sku_mappings_shop_sku_unique';

/** Products (商品): what is stocked, received and shipped; codes are unique per organisation. */
export const products = pgTable(
  'products',
  {
    ...organisationRecord(),
    productCode: text('product_code').notNull(),
    representativeCode: text('representative_code'),
    name: text('name').notNull(),
    janCode: text('jan_code'),
    price: integer('price').notNull().default(0),
    cost: integer('cost').notNull().default(0),
    weightG: integer('weight_g'),
    widthMm: integer('width_mm'),
    depthMm: integer('depth_mm'),
    heightMm: integer('height_mm'),
    salesStatus: text('sales_status').$type<ProductSalesStatus>().notNull().default('on_sale'),
    stockManaged: boolean('stock_managed').notNull().default(true),
    stockThreshold: integer('stock_threshold').notNull().default(0),
    supplierId: integer('supplier_id'),
    note: text('note'),
    // RSL link block (連携する/しない and its attributes).
    rslLinked: boolean('rsl_linked').notNull().default(false),
    temperatureZone: text('temperature_zone').$type<TemperatureZone>().notNull().default('ambient'),
    isDangerous: boolean('is_dangerous').notNull().default(false),
    lotManaged: boolean('lot_managed').notNull().default(false),
    // 引当不可日数: a lot is allocated only with at least this many days left to its 賞味期限.
    unallocatableDays: integer('unallocatable_days').notNull().default(0),
    serialManaged: boolean('serial_managed').notNull().default(false),
    // 消費税率 (%): 8 for 軽減税率 (food, drink), printed per line and per rate on the 納品書.
    taxRate: smallint('tax_rate').$type<TaxRate>().notNull().default(10),
    // Set when an external warehouse first accepted the product: from then on its code is fixed.
    externalLinkedAt: timestampTz('external_linked_at'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(PRODUCT_CODE_UNIQUE).on(table.organisationId, table.productCode),
    unique('products_organisation_id_unique').on(table.organisationId, table.id),
    sameOrganisationKey(PRODUCT_SUPPLIER_FK, table, 'supplierId', suppliers),
    index('products_organisation_name_idx').on(table.organisationId, table.name),
    index('products_organisation_jan_idx').on(table.organisationId, table.janCode),
    index('products_supplier_idx').on(table.organisationId, table.supplierId),
    // Contains-search (keyword) over code and name: a GIN index over their bigrams (search_bigrams,
    // migration 0021), which serves Japanese words pg_trgm cannot (decisions 021, 029); it and the
    // sales-status index (0010, 0020) live in those hand-written migrations only.
    check(
      'products_sales_status_check',
      sql`${table.salesStatus} in ('on_sale', 'suspended', 'discontinued')`,
    ),
    check(
      'products_temperature_zone_check',
      sql`${table.temperatureZone} in ('ambient', 'chilled', 'frozen')`,
    ),
    check(
      'products_non_negative_check',
      sql`${table.price} >= 0 and ${table.cost} >= 0 and ${table.stockThreshold} >= 0`,
    ),
    check('products_tax_rate_check', sql`${table.taxRate} in (10, 8)`),
    check('products_jan_check', sql`${table.janCode} ~ '^[0-9]{13}$'`),
  ],
);

export type ProductRow = typeof products.$inferSelect;

/** SKU対応表: a product's code at a shop (on 楽天市場 the システム連携用SKU番号); unique per shop. */
export const skuMappings = pgTable(
  'sku_mappings',
  {
    ...organisationRecord(),
    productId: integer('product_id').notNull(),
    shopId: integer('shop_id').notNull(),
    shopSkuCode: text('shop_sku_code').notNull(),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique(SKU_MAPPING_UNIQUE).on(table.shopId, table.shopSkuCode),
    sameOrganisationKey('sku_mappings_product_fk', table, 'productId', products).onDelete(
      'cascade',
    ),
    sameOrganisationKey('sku_mappings_shop_fk', table, 'shopId', shops),
    index('sku_mappings_product_idx').on(table.organisationId, table.productId),
  ],
);

export type SkuMappingRow = typeof skuMappings.$inferSelect;

/**
 * How many products each organisation has, kept exact by statement triggers on products (migration
 * 0015, decision 029), so an unfiltered list's total is one row instead of a scan of every product.
 */
export const productCounts = pgTable('product_counts', {
  organisationId: perOrganisationKey(),
  total: integer('total').notNull(),
  /**
   * Moved by every statement that writes the organisation's products (migration 0024), from a
   * sequence, so a value never comes back: a count kept with it holds while it is unchanged.
   */
  generation: generationColumn('product_generations'),
  /**
   * Whether product_gram_counts holds the organisation's exact counts (migration 0055): a statement
   * writing more than a thousand products (an import) clears it rather than count their grams in
   * the write, and the keeper (product-gram-counts.ts) counts them all again in the background.
   */
  gramsKept: boolean('grams_kept').notNull().default(true),
});

export const productGenerations = pgSequence('product_generations');

/**
 * The organisation's product codes cut into ranges of a few hundred, each with its exact number of
 * products, kept by triggers on products (migration 0023, decision 029). A range runs from its
 * lower code up to the next range's, so a deep page in code order starts its walk at the range
 * holding its first row instead of walking every code before it.
 */
export const productCodeRanges = pgTable(
  'product_code_ranges',
  {
    organisationId: organisationIdColumn(),
    lowerCode: text('lower_code').notNull(),
    products: integer('products').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.lowerCode] })],
);

/**
 * How many of the organisation's products are in each 販売状態, kept exact by statement triggers on
 * products (migration 0056, decision 078): a 販売状態 filter's total is one row.
 */
export const productStatusCounts = pgTable(
  'product_status_counts',
  {
    organisationId: organisationIdColumn(),
    salesStatus: text('sales_status').$type<ProductSalesStatus>().notNull(),
    products: integer('products').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.salesStatus] })],
);

/**
 * How many of the organisation's products hold each bigram of their code and name (search_bigrams,
 * as the search's GIN index reads them), kept by statement triggers on products while
 * product_counts.grams_kept (migration 0055, decision 078): a two-character keyword is one bigram,
 * so its number of matches is one row instead of a scan of every match.
 */
export const productGramCounts = pgTable(
  'product_gram_counts',
  {
    organisationId: organisationIdColumn(),
    gram: text('gram').notNull(),
    products: integer('products').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.gram] })],
);
