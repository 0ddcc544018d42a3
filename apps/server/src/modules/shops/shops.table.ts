import { SHOP_MALLS, type ShopMall } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { warehouseGroups } from '../warehouse-groups/warehouse-groups.table.ts';
import { versionedTimestamps } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';
import { constantList } from '../../db/sql.ts';

export const SHOP_CODE_UNIQUE = 'shops_organisation_code_unique';
export const SHOP_WAREHOUSE_GROUP_FK = 'shops_organisation_warehouse_group_fk';

/** Shops (ショップ): where the organisation sells; orders are allocated from the shop's warehouse group. */
export const shops = pgTable(
  'shops',
  {
    ...organisationRecord(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    mall: text('mall').$type<ShopMall>().notNull(),
    url: text('url'),
    // Optional: without a group, allocation uses the organisation's default rules.
    warehouseGroupId: integer('warehouse_group_id'),
    isActive: boolean('is_active').notNull().default(true),
    // 引当不可日数 of the shop: a lot is allocated to its orders only with at least this many days
    // left to its 賞味期限 (the larger of this and the product's counts, decision 065).
    unallocatableDays: integer('unallocatable_days').notNull().default(0),
    // 送り主 on labels and 納品書 (issue 26): the shop's own address and phone, all or none.
    senderPostalCode: text('sender_postal_code'),
    senderPrefecture: text('sender_prefecture'),
    senderCity: text('sender_city'),
    senderTown: text('sender_town'),
    senderBuilding: text('sender_building'),
    senderPhone: text('sender_phone'),
    // The message printed at the foot of every 納品書 (thanks, returns policy).
    deliveryNoteMessage: text('delivery_note_message'),
    // Carrier contract codes the label files need (decision 053): B2クラウド 請求先, e飛伝 お客様コード.
    yamatoBillingCustomerCode: text('yamato_billing_customer_code'),
    yamatoBillingClassCode: text('yamato_billing_class_code'),
    yamatoFreightNumber: text('yamato_freight_number'),
    sagawaCustomerCode: text('sagawa_customer_code'),
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
    check('shops_unallocatable_days_check', sql`${table.unallocatableDays} >= 0`),
    check('shops_mall_check', sql`${table.mall} in (${constantList(SHOP_MALLS)})`),
  ],
);

export type ShopRow = typeof shops.$inferSelect;
