import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { organisationRecord, perOrganisationKey } from '../organisations/organisations.table.ts';
import { shippingInstructions } from '../shipping/shipping-instructions.table.ts';
import { userReference } from '../users/users.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { generationColumn, timestampTz } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';

export const PICKING_BATCH_NUMBER_UNIQUE = 'picking_batches_number_unique';

/**
 * ピッキングバッチ (issue 26): the own-warehouse orders printed together. Its number is printed on
 * the picking list and the 納品書, and ties the paper back to the 出荷作業 screen.
 */
export const pickingBatches = pgTable(
  'picking_batches',
  {
    ...organisationRecord(),
    number: text('number').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    createdBy: userReference('created_by'),
    createdAt: timestampTz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique(PICKING_BATCH_NUMBER_UNIQUE).on(table.organisationId, table.number),
    unique('picking_batches_organisation_id_unique').on(table.organisationId, table.id),
    sameOrganisationKey('picking_batches_warehouse_fk', table, 'warehouseId', warehouses),
    index('picking_batches_created_idx').on(table.organisationId, table.createdAt),
    // 最近のバッチ of one warehouse: its page and count from the index alone (decision 058).
    index('picking_batches_warehouse_created_idx').on(
      table.organisationId,
      table.warehouseId,
      table.createdAt,
      table.id,
    ),
  ],
);
export type PickingBatchRow = typeof pickingBatches.$inferSelect;

/** The instructions a batch holds: an instruction is in one batch at a time (printed again, moved). */
export const pickingBatchInstructions = pgTable(
  'picking_batch_instructions',
  {
    organisationId: uuid('organisation_id').notNull(),
    batchId: integer('batch_id').notNull(),
    instructionId: integer('instruction_id').notNull(),
    // Order of the orders on the printed lists.
    position: integer('position').notNull(),
  },
  (table) => [
    unique('picking_batch_instructions_instruction_unique').on(
      table.organisationId,
      table.instructionId,
    ),
    sameOrganisationKey(
      'picking_batch_instructions_batch_fk',
      table,
      'batchId',
      pickingBatches,
    ).onDelete('cascade'),
    sameOrganisationKey(
      'picking_batch_instructions_instruction_fk',
      table,
      'instructionId',
      shippingInstructions,
    ).onDelete('cascade'),
    index('picking_batch_instructions_batch_idx').on(table.organisationId, table.batchId),
    check('picking_batch_instructions_position_check', sql`${table.position} >= 1`),
  ],
);

/**
 * Moved by every statement that adds or removes an organisation's picking batches or changes what
 * their list filters and sorts by (migration 0059's triggers, decision 058): where a page of
 * 最近のバッチ starts, kept in the server with it, holds while it is unchanged.
 */
export const pickingBatchGenerations = pgTable('picking_batch_generations', {
  organisationId: perOrganisationKey(),
  generation: generationColumn('picking_batch_generation_values'),
});

export const pickingBatchGenerationValues = pgSequence('picking_batch_generation_values');
