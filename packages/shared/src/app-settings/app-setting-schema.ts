import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import {
  APP_SETTING_KIND_VALUES,
  CREDENTIAL_KEYS,
  CREDENTIALS_BY_KIND,
  type CredentialKey,
} from '../labels/warehouses.ts';
import {
  blankToNull,
  optionalString,
  requiredBoolean,
  requiredEnum,
  requiredString,
  withLoadedVersion,
} from '../validation/fields.ts';
import { REQUIRED_MESSAGE } from '../validation/messages.ts';
import { endpointUrlSchema } from '../validation/endpoint-url.ts';

export const APP_SETTING_NAME_MAX = 100;
export const APP_SETTING_URL_MAX = 2048;
export const CREDENTIAL_MAX = 500;

/** Typed credential values; a blank one means "keep what is stored" on an update. */
const credentialsSchema = z
  .object(
    Object.fromEntries(CREDENTIAL_KEYS.map((key) => [key, optionalString(CREDENTIAL_MAX)])) as {
      [K in CredentialKey]: ReturnType<typeof optionalString>;
    },
  )
  .partial();

const baseSchema = z.object({
  name: requiredString(APP_SETTING_NAME_MAX),
  kind: requiredEnum(APP_SETTING_KIND_VALUES),
  // Spec §5's "must start with http:// or {host}", narrowed to an origin and a base path (decision 035).
  endpointUrl: endpointUrlSchema(APP_SETTING_URL_MAX),
  credentials: credentialsSchema.default({}),
  isActive: requiredBoolean(),
});

/**
 * The system-integration setting form and the store body: a new setting needs every credential
 * of its kind. On an update a blank credential keeps the stored one (the server checks that one is).
 */
export const appSettingFormSchema = baseSchema.superRefine((values, ctx) => {
  for (const key of CREDENTIALS_BY_KIND[values.kind]) {
    if (!values.credentials[key]) {
      ctx.addIssue({ code: 'custom', path: ['credentials', key], message: REQUIRED_MESSAGE });
    }
  }
});

/** The edit form: like the update body without its version; blank credentials keep their values. */
export const appSettingEditSchema = baseSchema;

/** The update body: blank credentials keep their values; `version` is the optimistic lock. */
export const appSettingUpdateSchema = withLoadedVersion(baseSchema);

export type AppSettingFormInput = z.input<typeof appSettingFormSchema>;
export type AppSettingFormValues = z.output<typeof baseSchema>;
export type AppSettingUpdateValues = z.output<typeof appSettingUpdateSchema>;

export const APP_SETTING_SORT_FIELDS = ['name', 'id', 'kind', 'is_active', 'updated_at'] as const;
export type AppSettingSortField = (typeof APP_SETTING_SORT_FIELDS)[number];

export const appSettingSearchSchema = z.object({
  ...searchBodyShape(APP_SETTING_SORT_FIELDS, 'name', { keywordMax: APP_SETTING_NAME_MAX }),
  kind: blankToNull(requiredEnum(APP_SETTING_KIND_VALUES)).optional(),
  isActive: blankToNull(requiredBoolean()).optional(),
});
export type AppSettingSearchInput = z.input<typeof appSettingSearchSchema>;
export type AppSettingSearch = z.output<typeof appSettingSearchSchema>;

/** The CSV export body: the search (paging ignored) plus the file's encoding. */
export const appSettingExportSchema = csvExportSchema(appSettingSearchSchema);
