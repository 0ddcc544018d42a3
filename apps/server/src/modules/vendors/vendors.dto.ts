import { addressOf, stampsOf } from '../../resource/dto-parts.ts';
import type { VendorDto } from '@logi/shared';
import type { VendorRow } from './vendors.table.ts';

export type SupplierRef = { id: number; code: string; name: string };

export function toVendorDto(row: VendorRow, supplier: SupplierRef | null): VendorDto {
  return {
    id: row.id,
    vendorCode: row.vendorCode,
    name: row.name,
    ...addressOf(row),
    supplierId: row.supplierId,
    supplier,
    syncStatus: row.syncStatus,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    ...stampsOf(row),
  };
}
