import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appSettingEndpoints, type AppSettingDto, type AppSettingFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';

export const storeAppSetting = (values: AppSettingFormValues) =>
  http
    .post<{ data: AppSettingDto }>(appSettingEndpoints.store.path, values)
    .then((response) => response.data);

export function useStoreAppSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAppSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appSettingKeys.all }),
  });
}
