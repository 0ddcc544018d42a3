import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { organisations } from '../organisations/organisations.table.ts';

export const SUPPLIER_CODE_UNIQUE = 'suppliers_organisation_code_unique';

/** Suppliers (仕入先): where an organisation buys its goods; codes are unique per organisation. */
export const suppliers = pgTable(
  'suppliers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameKana: text('name_kana'),
    postalCode: text('postal_code'),
    prefecture: text('prefecture'),
    city: text('city'),
    town: text('town'),
    building: text('building'),
    phone: text('phone'),
    email: text('email'),
    contactName: text('contact_name'),
    note: text('note'),
    // Optimistic lock: every update bumps it; a save made on an older version answers 409.
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique(SUPPLIER_CODE_UNIQUE).on(table.organisationId, table.code),
    // The target of the vendors' (organisation, supplier) foreign key: a vendor names only its own organisation's supplier.
    unique('suppliers_organisation_id_id_unique').on(table.organisationId, table.id),
    index('suppliers_organisation_name_idx').on(table.organisationId, table.name),
  ],
);

export type SupplierRow = typeof suppliers.$inferSelect;
