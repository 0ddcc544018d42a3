import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import type { AdminNotification } from './notification-types.ts';

export const storeAdminNotification = (values: NotificationFormValues) =>
  http
    .post<{ data: AdminNotification }>('/api/adminUserNotification/store', values)
    .then((response) => response.data);

export function useStoreAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAdminNotification,
    // The admin list and the bell both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
