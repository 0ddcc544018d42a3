import type { ProductDto } from '@logi/shared';
import type { StockTotals, SupplierRef } from '../../read-models/products/index.ts';
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
