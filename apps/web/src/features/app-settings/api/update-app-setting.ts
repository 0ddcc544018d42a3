import { useMutation, useQueryClient } from '@tanstack/react-query';
import { appSettingEndpoints, type AppSettingDto, type AppSettingFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { appSettingKeys } from './app-setting-keys.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateAppSetting = ({
  id,
  values,
  version,
}: {
  id: number;
  values: AppSettingFormValues;
  version: number;
}) =>
  http
    .put<{ data: AppSettingDto }>(appSettingEndpoints.update.url({ id }), { ...values, version })
    .then((response) => response.data);

export function useUpdateAppSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAppSetting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: appSettingKeys.all }),
  });
}
