import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';

export const destroyAdminNotification = (id: number) =>
  http.delete<void>(notificationEndpoints.adminDestroy.url({ id }));

export function useDestroyAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: destroyAdminNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
