import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appSettingEndpoints, type ConnectionTestResult } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';

export const testConnection = (id: number) =>
  http
    .post<{ data: ConnectionTestResult }>(appSettingEndpoints.connectionTest.url({ id }))
    .then((response) => response.data);

/** 接続テスト: the result becomes the setting's last test, so the lists refresh too. */
export function useTestConnection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: testConnection,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appSettingKeys.searches() }),
  });
}
