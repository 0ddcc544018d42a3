import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import {
  notificationEndpoints,
  type AdminNotificationDto,
  type NotificationFormValues,
} from '@logi/shared';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateAdminNotification = ({
  id,
  values,
  version,
}: {
  id: number;
  values: NotificationFormValues;
  version: number;
}) =>
  http
    .put<{ data: AdminNotificationDto }>(notificationEndpoints.adminUpdate.url({ id }), {
      ...values,
      version,
    })
    .then((response) => response.data);

export function useUpdateAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
