import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A product CSV waiting for its background import (product_create_update): kept in the database
 * so it commits with the process that reads it and survives a crash; the import deletes it.
 */
export const productImportUploads = pgTable(
  'product_import_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationIdColumn(),
    encoding: text('encoding').notNull(),
    byteSize: integer('byte_size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('product_import_uploads_organisation_idx').on(table.organisationId)],
);
