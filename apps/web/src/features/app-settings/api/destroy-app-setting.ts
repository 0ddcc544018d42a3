import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appSettingEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';

export const destroyAppSetting = (id: number) =>
  http.delete<void>(appSettingEndpoints.destroy.url({ id }));

export function useDestroyAppSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyAppSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appSettingKeys.all }),
  });
}
