import {
  providerForSetting,
  WarehouseApiError,
  type ConnectionCheck,
} from '../warehouse-provider/index.ts';
import type { AppSettingRow } from './app-settings.table.ts';
import type { SecretBox } from './secret-box.ts';

export type { ConnectionCheck };

// One attempt, answered within seconds: a person is waiting for 接続テスト.
const CONNECTION_TEST_TUNING = { maxAttempts: 1, timeoutMs: 10_000 };

/**
 * 接続テスト: the provider's authenticated no-op through the setting's URL and opened credentials.
 * A setting the provider cannot use (inactive, no URL, a kind that is no warehouse) fails with the
 * provider's Japanese reason; nothing here throws for an unreachable or refusing warehouse.
 */
export async function checkConnection(
  setting: AppSettingRow,
  secrets: SecretBox,
): Promise<ConnectionCheck> {
  try {
    return await providerForSetting(setting, secrets, CONNECTION_TEST_TUNING).checkConnection();
  } catch (error) {
    if (error instanceof WarehouseApiError) return { succeeded: false, message: error.message };
    throw error;
  }
}
