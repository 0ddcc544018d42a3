import { CONNECTION_TEST_UNAVAILABLE } from '@logi/shared';
import type { AppSettingRow } from './app-settings.table.ts';

export type ConnectionCheck = { succeeded: boolean; message: string };

/**
 * The provider's connection check for a setting. No provider adapter exists yet: the
 * external-warehouse issue replaces this with a call through the adapter of the setting's kind
 * (with the opened credentials), e.g. an authenticated no-op request to the RSL endpoint.
 */
export async function checkConnection(_setting: AppSettingRow): Promise<ConnectionCheck> {
  return { succeeded: false, message: CONNECTION_TEST_UNAVAILABLE };
}
