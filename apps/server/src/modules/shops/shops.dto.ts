import type { ShopDto } from '@logi/shared';
import type { ShopRow } from './shops.table.ts';

export type WarehouseGroupRef = { id: number; name: string };

export function toShopDto(row: ShopRow, warehouseGroup: WarehouseGroupRef | null): ShopDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    mall: row.mall,
    url: row.url,
    warehouseGroupId: row.warehouseGroupId,
    warehouseGroup,
    isActive: row.isActive,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
