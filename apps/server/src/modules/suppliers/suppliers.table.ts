import { index, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { addressColumns, versionedTimestamps } from '../../db/columns.ts';

export const SUPPLIER_CODE_UNIQUE = 'suppliers_organisation_code_unique';

/** Suppliers (仕入先): where an organisation buys its goods; codes are unique per organisation. */
export const suppliers = pgTable(
  'suppliers',
  {
    ...organisationRecord(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    ...addressColumns(),
    email: text('email'),
    contactName: text('contact_name'),
    note: text('note'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(SUPPLIER_CODE_UNIQUE).on(table.organisationId, table.code),
    // The target of the vendors' (organisation, supplier) foreign key: a vendor names only its own organisation's supplier.
    unique('suppliers_organisation_id_id_unique').on(table.organisationId, table.id),
    index('suppliers_organisation_name_idx').on(table.organisationId, table.name),
  ],
);

export type SupplierRow = typeof suppliers.$inferSelect;
