import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { organisationRecord } from '../organisations/organisations.table.ts';
import { timestampTz, versionedTimestamps } from '../../db/columns.ts';

/** One sealed credential: AES-256-GCM, base64 parts; see secrets/secret-box.ts. */
export type SealedSecret = { iv: string; tag: string; data: string };

/** System-integration settings (システム連携設定): how the app reaches an external system. */
export const appSettings = pgTable(
  'app_settings',
  {
    ...organisationRecord(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    endpointUrl: text('endpoint_url'),
    // Credential name → sealed value; the plain text never reaches the database (decision 017).
    credentials: jsonb('credentials').$type<Record<string, SealedSecret>>().notNull().default({}),
    isActive: boolean('is_active').notNull().default(true),
    lastTestSucceeded: boolean('last_test_succeeded'),
    lastTestMessage: text('last_test_message'),
    lastTestedAt: timestampTz('last_tested_at'),
    ...versionedTimestamps(),
  },
  (table) => [
    unique('app_settings_organisation_name_key').on(table.organisationId, table.name),
    // Target of same-organisation foreign keys (warehouses.app_setting_id).
    unique('app_settings_organisation_id_key').on(table.organisationId, table.id),
    check(
      'app_settings_kind_check',
      sql`${table.kind} in ('rsl', 'rakuten_rms', 'stockcrew', 'other')`,
    ),
  ],
);

export type AppSettingRow = typeof appSettings.$inferSelect;
