import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';
import { timestampTz } from '../../db/columns.ts';

/**
 * A checked product CSV waiting for its background import (product_create_update): its rows are
 * staged in product_import_rows by the request that checked them, committed with the process that
 * writes them, so they survive a crash; the import deletes the upload and its rows.
 */
export const productImportUploads = pgTable(
  'product_import_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organisationId: organisationIdColumn(),
    encoding: text('encoding').notNull(),
    byteSize: integer('byte_size').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    /** The product fields the file's header has: an update changes only these. */
    presentFields: text('present_fields').array().notNull().default([]),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [index('product_import_uploads_organisation_idx').on(table.organisationId)],
);
