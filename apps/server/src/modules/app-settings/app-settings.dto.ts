import {
  APP_SETTING_KIND_VALUES,
  CREDENTIALS_BY_KIND,
  type AppSettingDto,
  type AppSettingKind,
  type CredentialView,
} from '@logi/shared';
import type { AppSettingRow, SealedSecret } from './app-settings.table.ts';
import { maskSecret, type SecretBox } from './secret-box.ts';

export const kindOf = (kind: string): AppSettingKind =>
  (APP_SETTING_KIND_VALUES as readonly string[]).includes(kind)
    ? (kind as AppSettingKind)
    : 'other';

// A value sealed under another key (a replaced SECRETS_KEY) is still "set", but shows nothing.
function maskedOf(box: SecretBox, sealed: SealedSecret): string {
  try {
    return maskSecret(box.open(sealed));
  } catch {
    return maskSecret('');
  }
}

/** The kind's credentials as the API shows them: set or not, masked; never the value. */
export function credentialViews(box: SecretBox, row: AppSettingRow): CredentialView[] {
  return CREDENTIALS_BY_KIND[kindOf(row.kind)].map((key) => {
    const sealed = row.credentials[key];
    return { key, isSet: sealed !== undefined, masked: sealed ? maskedOf(box, sealed) : null };
  });
}

export function toAppSettingDto(box: SecretBox, row: AppSettingRow): AppSettingDto {
  return {
    id: row.id,
    name: row.name,
    kind: kindOf(row.kind),
    endpointUrl: row.endpointUrl ?? '',
    credentials: credentialViews(box, row),
    isActive: row.isActive,
    lastTest:
      row.lastTestedAt && row.lastTestSucceeded !== null
        ? {
            succeeded: row.lastTestSucceeded,
            message: row.lastTestMessage ?? '',
            testedAt: row.lastTestedAt.toISOString(),
          }
        : null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The setting as the audit trail records it: a credential by its ciphertext, so a replaced value
 * shows as changed; the audit masks it (secretFields) and never sees the plain value.
 */
export function auditedAppSetting(row: AppSettingRow) {
  return {
    name: row.name,
    kind: row.kind,
    endpointUrl: row.endpointUrl,
    isActive: row.isActive,
    ...Object.fromEntries(
      Object.entries(row.credentials).map(([key, sealed]) => [`credentials.${key}`, sealed.data]),
    ),
  };
}

export const credentialAuditFields = (rows: (AppSettingRow | null)[]) =>
  [...new Set(rows.flatMap((row) => Object.keys(row?.credentials ?? {})))].map(
    (key) => `credentials.${key}`,
  );
