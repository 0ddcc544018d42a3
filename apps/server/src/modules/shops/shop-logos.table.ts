import { type ShopLogoType, SHOP_LOGO_TYPES } from '@logi/shared';
import { sql } from 'drizzle-orm';
import { check, customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { organisationIdColumn } from '../organisations/organisations.table.ts';
import { timestampTz } from '../../db/columns.ts';
import { sameOrganisationKey } from '../../db/keys.ts';
import { constantList } from '../../db/sql.ts';
import { shops } from './shops.table.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * A shop's logo for its 納品書 (decision 056): the image bytes beside the shop, not in shops itself,
 * so the lists and the edit form never carry up to 200 KB they do not show.
 */
export const shopLogos = pgTable(
  'shop_logos',
  {
    shopId: integer('shop_id').primaryKey(),
    organisationId: organisationIdColumn(),
    contentType: text('content_type').$type<ShopLogoType>().notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    // The logo goes with its shop.
    sameOrganisationKey('shop_logos_shop_fk', table, 'shopId', shops).onDelete('cascade'),
    check(
      'shop_logos_content_type_check',
      sql`${table.contentType} in (${constantList(SHOP_LOGO_TYPES)})`,
    ),
    check('shop_logos_size_check', sql`octet_length(${table.data}) <= 204800`),
  ],
);

export type ShopLogoRow = typeof shopLogos.$inferSelect;
