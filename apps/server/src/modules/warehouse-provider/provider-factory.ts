import {
  checkEndpointUrl,
  CREDENTIALS_UNREADABLE_MESSAGE,
  type AppSettingKind,
  type CredentialKey,
} from '@logi/shared';
import type { DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import {
  findAppSetting,
  SecretUnreadableError,
  type AppSettingRow,
  type SecretBox,
} from '../app-settings/index.ts';
import { refusalBeforeResolving, type OutboundPolicy } from '../outbound/index.ts';
import { findWarehouse } from '../warehouses/index.ts';
import { httpWarehouseProvider } from './http-provider.ts';
import type { HttpTransportOptions } from './http-transport.ts';
import { ownWarehouseProvider } from './own-warehouse-provider.ts';
import { PROVIDER_MESSAGES, WarehouseApiError } from './warehouse-api-error.ts';
import type { ConnectionCheck, WarehouseProvider } from './warehouse-provider.types.ts';

/** Timeouts, retries and the size cap; the base URL and credentials come from the setting. */
export type ProviderTuning = Omit<
  HttpTransportOptions,
  'baseUrl' | 'apiKey' | 'apiSecret' | 'outbound'
>;
/** What the factory adds to a setting: where its calls may go, and how patiently. */
export type ProviderOptions = ProviderTuning & { outbound: OutboundPolicy };

/** Which of a kind's credentials travel as X-Api-Key (the account) and X-Api-Secret. */
const CONTRACT_CREDENTIALS: Partial<Record<AppSettingKind, [CredentialKey, CredentialKey]>> = {
  rsl: ['licenseKey', 'serviceSecret'],
  stockcrew: ['companyCode', 'apiKey'],
  other: ['apiKey', 'apiSecret'],
};

const misconfigured = (message: string) => new WarehouseApiError('refused', message);

/** A credential opened; one sealed under a lost SECRETS_KEY is a setting to type anew. */
function opened(secrets: SecretBox, sealed: Parameters<SecretBox['open']>[0]) {
  try {
    return secrets.open(sealed);
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw misconfigured(CREDENTIALS_UNREADABLE_MESSAGE);
    throw error;
  }
}

/** The setting's URL, refused here when its form or (IP literal) address can never be called. */
function endpointOf(endpointUrl: string, outbound: OutboundPolicy): string {
  const endpoint = checkEndpointUrl(endpointUrl);
  if (!endpoint.ok) throw misconfigured(PROVIDER_MESSAGES.unusableEndpoint(endpoint.message));
  const refusal = refusalBeforeResolving(outbound, endpoint.url);
  if (refusal) throw misconfigured(PROVIDER_MESSAGES.unusableEndpoint(refusal.userMessage));
  return endpointUrl;
}

/** The HTTP adapter for a system-integration setting, its credentials opened. */
export function providerForSetting(
  setting: AppSettingRow,
  secrets: SecretBox,
  options: ProviderOptions,
): WarehouseProvider {
  const keys = CONTRACT_CREDENTIALS[setting.kind as AppSettingKind];
  if (!keys) throw misconfigured(PROVIDER_MESSAGES.unsupportedKind);
  if (!setting.isActive) throw misconfigured(PROVIDER_MESSAGES.settingInactive);
  if (!setting.endpointUrl) throw misconfigured(PROVIDER_MESSAGES.noEndpoint);
  const baseUrl = endpointOf(setting.endpointUrl, options.outbound);
  const [accountKey, secretKey] = keys;
  const account = setting.credentials[accountKey];
  const secret = setting.credentials[secretKey];
  if (!account || !secret) throw misconfigured(PROVIDER_MESSAGES.missingCredentials);
  return httpWarehouseProvider({
    ...options,
    baseUrl,
    apiKey: opened(secrets, account),
    apiSecret: opened(secrets, secret),
  });
}

/**
 * The provider of one of the organisation's warehouses: 'own' → no external system;
 * 'rsl' | 'stockcrew' | 'other_3pl' → the HTTP adapter of its system-integration setting.
 * Throws WarehouseApiError (refused, not retryable) when the warehouse or its setting is unusable.
 */
export async function providerForWarehouse(
  db: DbOrTx,
  scope: OrganisationScope,
  warehouseId: number,
  secrets: SecretBox,
  options: ProviderOptions,
): Promise<WarehouseProvider> {
  const warehouse = await findWarehouse(db, scope, warehouseId);
  if (!warehouse) throw misconfigured(PROVIDER_MESSAGES.warehouseNotFound);
  if (warehouse.type === 'own') return ownWarehouseProvider();
  const setting =
    warehouse.appSettingId === null
      ? undefined
      : await findAppSetting(db, scope, warehouse.appSettingId);
  if (!setting) throw misconfigured(PROVIDER_MESSAGES.settingNotFound);
  return providerForSetting(setting, secrets, options);
}

/**
 * 接続テスト of a setting: the provider's connection check, or the reason it cannot even be made
 * (inactive, no URL, missing credentials, a kind that is no warehouse). Never throws for those.
 */
export async function checkSettingConnection(
  setting: AppSettingRow,
  secrets: SecretBox,
  options: ProviderOptions,
): Promise<ConnectionCheck> {
  let provider: WarehouseProvider;
  try {
    provider = providerForSetting(setting, secrets, options);
  } catch (error) {
    if (error instanceof WarehouseApiError) return { succeeded: false, message: error.message };
    throw error;
  }
  return provider.checkConnection();
}
