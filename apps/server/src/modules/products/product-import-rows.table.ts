import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uuid,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';
import { PRODUCT_IMPORT_STAGE_COLUMNS } from './product-import-columns.ts';

const BUILDERS: Record<string, (name: string) => PgColumnBuilderBase> = {
  text: (name) => text(name),
  int4: (name) => integer(name),
  int2: (name) => smallint(name),
  bool: (name) => boolean(name),
};

/** The products columns the import writes, named and typed as products has them (one list). */
const productColumns = Object.fromEntries(
  PRODUCT_IMPORT_STAGE_COLUMNS.map(({ field, column, type }) => [field, BUILDERS[type]!(column)]),
) as Record<string, PgColumnBuilderBase>;

/**
 * The checked rows of a kept product CSV upload, COPYed in by the request that checked them (one
 * pass over the file); the background import re-checks what can change since and upserts them by
 * `seq` ranges. Products owns it (decision 041): it is the products upsert's source.
 */
export const productImportRows = pgTable(
  'product_import_rows',
  {
    // No foreign key of its own (one check per COPYed row): the upload's cascades for it.
    organisationId: uuid('organisation_id').notNull(),
    // References product_import_uploads(id) on delete cascade: declared in migration 0046 by hand,
    // not here, so that products' schema names no table of product-import (no module cycle).
    uploadId: uuid('upload_id').notNull(),
    /** 1, 2, … in file order: the import writes and reports progress in ranges of it. */
    seq: integer('seq').notNull(),
    /** The line the record starts on, for a message. */
    line: integer('line').notNull(),
    /** 仕入先コード as the file gave it (supplier_id is what it meant when checked). */
    supplierCode: text('supplier_code'),
    ...productColumns,
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.seq] })],
);
