import {
  PAGE_TITLES,
  PRODUCT_CSV_COLUMNS as IMPORT_COLUMNS,
  PRODUCT_SALES_STATUSES,
  TEMPERATURE_ZONES,
  type ProductCsvColumn,
  type ProductDto,
} from '@logi/shared';
import type { CsvColumn } from '../../http/csv-export.ts';

/** A cell as the import reads it back: labels for states, 1/0 for flags, the supplier by code. */
function cellOf(column: ProductCsvColumn, product: ProductDto) {
  switch (column.kind) {
    case 'salesStatus':
      return PRODUCT_SALES_STATUSES[product.salesStatus].label;
    case 'temperatureZone':
      return TEMPERATURE_ZONES[product.temperatureZone];
    case 'flag':
      return product[column.field] ? '1' : '0';
    case 'supplierCode':
      return product.supplier?.code;
    case 'text':
    case 'integer':
      return product[column.field] as string | number | null;
  }
}

/**
 * The product CSV: the import's columns (商品CSV登録), in its order and with its headers, so an
 * exported file can be edited and imported again.
 */
export const PRODUCT_CSV_COLUMNS: readonly CsvColumn<ProductDto>[] = IMPORT_COLUMNS.map(
  (column) => ({ header: column.header, value: (product: ProductDto) => cellOf(column, product) }),
);

export const PRODUCT_CSV_TITLE = PAGE_TITLES.products.list;
