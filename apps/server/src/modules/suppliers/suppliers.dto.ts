import { addressOf, stampsOf } from '../../resource/dto-parts.ts';
import type { SupplierDto } from '@logi/shared';
import type { SupplierRow } from './suppliers.table.ts';

/** A supplier row, its stamps as Dates or as the ISO text the list's page reads (decision 067). */
export type SupplierRowRead = Omit<SupplierRow, 'createdAt' | 'updatedAt'> & {
  createdAt: Date | string;
  updatedAt: Date | string;
};

export function toSupplierDto(row: SupplierRowRead): SupplierDto {
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
