import { addressOf, stampsOf } from '../../resource/dto-parts.ts';
import type { SupplierDto } from '@logi/shared';
import type { SupplierRow } from './suppliers.table.ts';

export function toSupplierDto(row: SupplierRow): SupplierDto {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    nameKana: row.nameKana,
    ...addressOf(row),
    email: row.email,
    contactName: row.contactName,
    note: row.note,
    ...stampsOf(row),
  };
}
