import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import { notificationEndpoints, type AdminNotificationDto } from '@logi/shared';

export const getAdminNotification = (id: number, signal?: AbortSignal) =>
  http.getData<AdminNotificationDto>(
    notificationEndpoints.adminShow.url({ id }),
    undefined,
    signal,
  );

export const adminNotificationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.adminDetail(id),
    queryFn: ({ signal }) => getAdminNotification(id, signal),
    // The edit form starts from what the server holds now, not from a cached copy.
    staleTime: 0,
  });

export const useAdminNotification = (id: number) => useQuery(adminNotificationQueryOptions(id));
