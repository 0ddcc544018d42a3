import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import {
  notificationEndpoints,
  type AdminNotificationDto,
  type NotificationFormValues,
} from '@logi/shared';

export const storeAdminNotification = (values: NotificationFormValues) =>
  http.postData<AdminNotificationDto>(notificationEndpoints.adminStore.path, values);

export function useStoreAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeAdminNotification,
    // The admin list and the bell both change.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
