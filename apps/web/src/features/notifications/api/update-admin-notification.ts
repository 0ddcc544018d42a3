import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationFormValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import type { AdminNotification } from './notification-types.ts';

export const updateAdminNotification = ({
  id,
  values,
}: {
  id: number;
  values: NotificationFormValues;
}) =>
  http
    .put<{ data: AdminNotification }>(`/api/adminUserNotification/update/${id}`, values)
    .then((response) => response.data);

export function useUpdateAdminNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminNotification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
