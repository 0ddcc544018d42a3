import {
  APP_SETTING_KIND_VALUES,
  CREDENTIALS_BY_KIND,
  type AppSettingDto,
  type AppSettingKind,
  type CredentialView,
} from '@logi/shared';
import type { AppSettingRow, SealedSecret } from './app-settings.table.ts';
import { maskSecret, SecretUnreadableError, type SecretBox } from './secret-box.ts';

export const kindOf = (kind: string): AppSettingKind =>
  (APP_SETTING_KIND_VALUES as readonly string[]).includes(kind)
    ? (kind as AppSettingKind)
    : 'other';

/** The value, or null when it was sealed under another key (a changed or lost SECRETS_KEY). */
function openedOrNull(box: SecretBox, sealed: SealedSecret): string | null {
  try {
    return box.open(sealed);
  } catch (error) {
    if (error instanceof SecretUnreadableError) return null;
    throw error;
  }
}

/** The kind's credentials as the API shows them: set or not, masked; never the value. */
export function credentialViews(box: SecretBox, row: AppSettingRow): CredentialView[] {
  return CREDENTIALS_BY_KIND[kindOf(row.kind)].map((key) => {
    const sealed = row.credentials[key];
    // One sealed under another key is still "set", but shows nothing.
    const masked = sealed ? maskSecret(openedOrNull(box, sealed) ?? '') : null;
    return { key, isSet: sealed !== undefined, masked };
  });
}

/** Whether a stored credential of the kind cannot be opened: the list marks it, to type anew. */
const credentialsUnreadable = (box: SecretBox, row: AppSettingRow) =>
  CREDENTIALS_BY_KIND[kindOf(row.kind)].some((key) => {
    const sealed = row.credentials[key];
    return sealed !== undefined && openedOrNull(box, sealed) === null;
  });

export function toAppSettingDto(box: SecretBox, row: AppSettingRow): AppSettingDto {
  return {
    id: row.id,
    name: row.name,
    kind: kindOf(row.kind),
    endpointUrl: row.endpointUrl ?? '',
    credentials: credentialViews(box, row),
    credentialsUnreadable: credentialsUnreadable(box, row),
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
