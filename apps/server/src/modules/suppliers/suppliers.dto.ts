import type { SupplierDto } from '@logi/shared';
import type { SupplierRow } from './suppliers.table.ts';

export function toSupplierDto(row: SupplierRow): SupplierDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameKana: row.nameKana,
    postalCode: row.postalCode,
    prefecture: row.prefecture,
    city: row.city,
    town: row.town,
    building: row.building,
    phone: row.phone,
    email: row.email,
    contactName: row.contactName,
    note: row.note,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
