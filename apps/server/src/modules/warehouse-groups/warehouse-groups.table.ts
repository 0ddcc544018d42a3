import { index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { versionedTimestamps } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';

/** Warehouse groups (倉庫グループ): an ordered list of warehouses, the allocation priority. */
export const warehouseGroups = pgTable(
  'warehouse_groups',
  {
    ...organisationRecord(),
    name: text('name').notNull(),
    ...versionedTimestamps(),
  },
  (table) => [
    unique('warehouse_groups_organisation_name_key').on(table.organisationId, table.name),
    // Target of same-organisation foreign keys (shops.warehouse_group_id).
    unique('warehouse_groups_organisation_id_key').on(table.organisationId, table.id),
  ],
);

/** A group's members; position 1 is allocated first. Rewritten whole on every group save. */
export const warehouseGroupMembers = pgTable(
  'warehouse_group_members',
  {
    organisationId: uuid('organisation_id').notNull(),
    groupId: integer('group_id').notNull(),
    warehouseId: integer('warehouse_id').notNull(),
    position: integer('position').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.warehouseId] }),
    unique('warehouse_group_members_position_key').on(table.groupId, table.position),
    index('warehouse_group_members_warehouse_idx').on(table.warehouseId),
    // Group and warehouse of the same organisation; a member warehouse cannot be deleted.
    sameOrganisationKey(
      'warehouse_group_members_group_fk',
      table,
      'groupId',
      warehouseGroups,
    ).onDelete('cascade'),
    sameOrganisationKey(
      'warehouse_group_members_warehouse_fk',
      table,
      'warehouseId',
      warehouses,
    ).onDelete('no action'),
  ],
);

export type WarehouseGroupRow = typeof warehouseGroups.$inferSelect;
export type WarehouseGroupMemberRow = typeof warehouseGroupMembers.$inferSelect;
