import { SHOP_MALLS, type ShopMall } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';
import { warehouseGroups } from '../warehouse-groups/warehouse-groups.table.ts';
import { versionedTimestamps, sameOrganisationKey } from '../../db/columns.ts';

export const SHOP_CODE_UNIQUE = 'shops_organisation_code_unique';
export const SHOP_WAREHOUSE_GROUP_FK = 'shops_organisation_warehouse_group_fk';

const mallList = sql.raw(SHOP_MALLS.map((mall) => `'${mall}'`).join(', '));

/** Shops (ショップ): where the organisation sells; orders are allocated from the shop's warehouse group. */
export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: organisationIdColumn(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    mall: text('mall').$type<ShopMall>().notNull(),
    url: text('url'),
    // Optional: without a group, allocation uses the organisation's default rules.
    warehouseGroupId: integer('warehouse_group_id'),
    isActive: boolean('is_active').notNull().default(true),
    ...versionedTimestamps(),
  },
  (table) => [
    unique(SHOP_CODE_UNIQUE).on(table.organisationId, table.code),
    // Target of same-organisation foreign keys (sku_mappings.shop_id).
    unique('shops_organisation_id_unique').on(table.organisationId, table.id),
    // Through the organisation too: a shop can only name a group of its own organisation; a group
    // a shop uses cannot be deleted.
    sameOrganisationKey(
      SHOP_WAREHOUSE_GROUP_FK,
      table,
      'warehouseGroupId',
      warehouseGroups,
    ).onDelete('no action'),
    index('shops_warehouse_group_idx').on(table.organisationId, table.warehouseGroupId),
    check('shops_mall_check', sql`${table.mall} in (${mallList})`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
