import type { AppSettingRow, SecretBox } from '../app-settings/index.ts';
import type { OutboundPolicy } from '../outbound/index.ts';
import { providerForSetting } from './provider-factory.ts';
import { PROVIDER_MESSAGES, WarehouseApiError } from './warehouse-api-error.ts';
import type { ConnectionCheck } from './warehouse-provider.types.ts';

// One attempt, answered within seconds: a person is waiting for 接続テスト.
const CONNECTION_TEST_TUNING = { maxAttempts: 1, timeoutMs: 10_000 };

/** What 接続テスト shows, and why a failed call failed (for the log, never for the browser). */
export type ConnectionTestOutcome = { check: ConnectionCheck; failure: string | null };

/**
 * 接続テスト: the provider's authenticated no-op through the setting's URL and opened credentials.
 * A setting the provider cannot use (inactive, no URL, a refused URL, a kind that is no warehouse)
 * fails with the provider's Japanese reason. A call that fails for any reason (closed port, 401,
 * an answer that is no warehouse's, an address refused at connect time) answers one generic
 * message, so the test cannot tell ports and services apart (decision 035).
 */
export async function runConnectionTest(
  setting: AppSettingRow,
  secrets: SecretBox,
  outbound: OutboundPolicy,
): Promise<ConnectionTestOutcome> {
  let provider;
  try {
    provider = providerForSetting(setting, secrets, { ...CONNECTION_TEST_TUNING, outbound });
  } catch (error) {
    if (!(error instanceof WarehouseApiError)) throw error;
    return { check: { succeeded: false, message: error.message }, failure: null };
  }
  const { detail, ...check } = await provider.checkConnection();
  if (check.succeeded) return { check, failure: null };
  const generic = { succeeded: false, message: PROVIDER_MESSAGES.connectionTestFailed };
  return { check: generic, failure: detail ?? check.message };
}
