import type { ProductDto } from '@logi/shared';
import type { StockTotals, SupplierRef } from '../../read-models/products/index.ts';
import type { ProductPageRow } from './products.repository.ts';
import type { ProductRow } from './products.table.ts';

const NO_STOCK: StockTotals = { onHand: 0, available: 0 };

export function toProductDto(
  row: ProductRow,
  supplier: SupplierRef | null,
  stock: StockTotals | null = NO_STOCK,
): ProductDto {
  stock ??= NO_STOCK;
  return {
    id: row.id,
    productCode: row.productCode,
    representativeCode: row.representativeCode,
    name: row.name,
    janCode: row.janCode,
    price: row.price,
    cost: row.cost,
    weightG: row.weightG,
    widthMm: row.widthMm,
    depthMm: row.depthMm,
    heightMm: row.heightMm,
    salesStatus: row.salesStatus,
    stockManaged: row.stockManaged,
    stockThreshold: row.stockThreshold,
    supplierId: row.supplierId,
    supplier,
    note: row.note,
    rslLinked: row.rslLinked,
    temperatureZone: row.temperatureZone,
    isDangerous: row.isDangerous,
    lotManaged: row.lotManaged,
    serialManaged: row.serialManaged,
    taxRate: row.taxRate,
    externalLinkedAt: row.externalLinkedAt?.toISOString() ?? null,
    stockOnHand: stock.onHand,
    stockAvailable: stock.available,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A list page's row as its DTO: mapped once, from the row PostgreSQL gave (productPage). */
export function productDtoOfPageRow(row: ProductPageRow): ProductDto {
  const stock = row.stock ?? NO_STOCK;
  return {
    id: row.id,
    productCode: row.product_code,
    representativeCode: row.representative_code,
    name: row.name,
    janCode: row.jan_code,
    price: row.price,
    cost: row.cost,
    weightG: row.weight_g,
    widthMm: row.width_mm,
    depthMm: row.depth_mm,
    heightMm: row.height_mm,
    salesStatus: row.sales_status,
    stockManaged: row.stock_managed,
    stockThreshold: row.stock_threshold,
    supplierId: row.supplier_id,
    supplier: row.supplier,
    note: row.note,
    rslLinked: row.rsl_linked,
    temperatureZone: row.temperature_zone,
    isDangerous: row.is_dangerous,
    lotManaged: row.lot_managed,
    serialManaged: row.serial_managed,
    taxRate: row.tax_rate,
    externalLinkedAt: row.external_linked_at,
    stockOnHand: stock.onHand,
    stockAvailable: stock.available,
    version: row.version,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
