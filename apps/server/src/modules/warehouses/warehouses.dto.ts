import { addressOf, stampsOf } from '../../resource/dto-parts.ts';
import { WAREHOUSE_TYPE_VALUES, type WarehouseDto, type WarehouseType } from '@logi/shared';
import type { WarehouseRow } from './warehouses.table.ts';

export const warehouseTypeOf = (type: string): WarehouseType =>
  (WAREHOUSE_TYPE_VALUES as readonly string[]).includes(type) ? (type as WarehouseType) : 'own';

export function toWarehouseDto(row: WarehouseRow, appSettingName: string | null): WarehouseDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    type: warehouseTypeOf(row.type),
    inUse: row.inUse,
    appSettingId: row.appSettingId,
    appSettingName,
    ...addressOf(row),
    cutoffTime: row.cutoffTime,
    isActive: row.isActive,
    ...stampsOf(row),
  };
}
