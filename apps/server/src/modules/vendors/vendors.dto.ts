import type { VendorDto } from '@logi/shared';
import type { VendorRow } from './vendors.table.ts';

export type SupplierRef = { id: number; code: string; name: string };

export function toVendorDto(row: VendorRow, supplier: SupplierRef | null): VendorDto {
  return {
    id: row.id,
    vendorCode: row.vendorCode,
    name: row.name,
    postalCode: row.postalCode,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    building: row.building,
    phone: row.phone,
    supplierId: row.supplierId,
    supplier,
    syncStatus: row.syncStatus,
    syncedAt: row.syncedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
