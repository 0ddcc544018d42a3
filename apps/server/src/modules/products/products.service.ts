import {
  MASTER_NOT_FOUND,
  PRODUCT_MESSAGES,
  type Page,
  type ProductDto,
  type ProductFormValues,
  type ProductSearch,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound } from '../../http/app-error.ts';
import type { ChunkReader } from '../../http/csv-export.ts';
import { offsetOf, pageOf } from '../../http/pagination.ts';
import { resourceWrites, type Usage, usageBy } from '../../resource/resource-writes.ts';
import { stockTotalsOf } from '../../read-models/products/index.ts';
import { findSuppliersByIds } from '../suppliers/index.ts';
import { productDtoOfPageRow, toProductDto } from './products.dto.ts';
import type { ProductRow } from './products.table.ts';
import { productFilterOf, productSortOf } from './product-filter.ts';
import { productPage } from './product-page.ts';
import {
  findProduct,
  LIST_PAGE_COLUMNS,
  type ProductListRow,
  type ProductPageRow,
  productNamesUsingSupplier,
  productRecords,
  searchProducts,
} from './products.repository.ts';

export const PRODUCT_NOT_FOUND = PRODUCT_MESSAGES.notFound;

/** What refuses a product's delete (stock rows, allocations), injected from app.ts. */
export type ProductUsage = Usage;

const invalid = (field: string, message: string) =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { fieldErrors: { [field]: [message] } });

/** One product as its DTO with its supplier's code and name and its stock totals. */
async function toDtos(db: DbOrTx, scope: OrganisationScope, rows: ProductRow[]) {
  const ids = [...new Set(rows.flatMap((row) => (row.supplierId ? [row.supplierId] : [])))];
  const found = new Map((await findSuppliersByIds(db, scope, ids)).map((s) => [s.id, s]));
  const stock = await stockTotalsOf(
    db,
    scope,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toProductDto(row, found.get(row.supplierId ?? 0) ?? null, stock.get(row.id)),
  );
}

/** List rows (page, export chunk) carry their supplier and stock totals already. */
const listDtos = (rows: ProductListRow[]) =>
  rows.map(({ product, supplier, stock }) => toProductDto(product, supplier, stock));

async function toDto(db: DbOrTx, scope: OrganisationScope, row: ProductRow) {
  const [dto] = await toDtos(db, scope, [row]);
  return dto!;
}

/**
 * The product's own rules before a write: its supplier is one of the organisation's, and once an
 * external warehouse accepted it (external_linked_at) its code can no longer change.
 */
async function checkRules(
  tx: DbOrTx,
  scope: OrganisationScope,
  values: ProductFormValues,
  stored: ProductRow | null,
) {
  if (stored?.externalLinkedAt && values.productCode !== stored.productCode) {
    throw invalid('productCode', PRODUCT_MESSAGES.codeLocked);
  }
  if (values.supplierId === null) return;
  const [found] = await findSuppliersByIds(tx, scope, [values.supplierId]);
  if (!found) throw invalid('supplierId', MASTER_NOT_FOUND.supplier);
}

export async function searchProductPage(
  db: Database,
  scope: OrganisationScope,
  search: ProductSearch,
): Promise<Page<ProductDto>> {
  // One prepared statement: the page with its suppliers and stock totals, and its total (product-page.ts).
  const window = { offset: offsetOf(search.page, search.perPage), limit: search.perPage };
  const { rows, total } = await productPage<ProductPageRow>(
    db,
    scope,
    productFilterOf(search),
    productSortOf(search),
    window,
    LIST_PAGE_COLUMNS,
  );
  return pageOf(rows.map(productDtoOfPageRow), total, search.page, search.perPage);
}

/** The CSV export's rows, chunk by chunk, in the list's order. */
export const productExportReader =
  (db: Database, scope: OrganisationScope, search: ProductSearch): ChunkReader<ProductDto> =>
  async (offset, limit) =>
    listDtos(await searchProducts(db, scope, search, { offset, limit }));

export async function showProduct(db: Database, scope: OrganisationScope, id: number) {
  const row = await findProduct(db, scope, id);
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  return toDto(db, scope, row);
}

/** A product is deleted only while no stock row and no allocation refers to it (usages). */
export const productWrites = (db: Database, usages: readonly ProductUsage[]) =>
  resourceWrites(db, {
    notFoundMessage: PRODUCT_NOT_FOUND,
    ...productRecords,
    columns: async (tx, scope, values: ProductFormValues, stored) => {
      await checkRules(tx, scope, values, stored);
      return values;
    },
    toDto,
    audit: { resource: 'products' },
    usages,
  });

/** The suppliers module's in-use check: a supplier a product names cannot be deleted. */
export const productUsingSupplier = usageBy('商品', productNamesUsingSupplier);
