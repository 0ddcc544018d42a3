import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import { notificationEndpoints, type UserNotificationDto } from '@logi/shared';

/** Reading a notification marks it read on the server. */
export const getUserNotification = (id: number, signal?: AbortSignal) =>
  http.getData<UserNotificationDto>(notificationEndpoints.userShow.url({ id }), undefined, signal);

export const userNotificationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: notificationKeys.userDetail(id),
    queryFn: ({ signal }) => getUserNotification(id, signal),
  });

export function useUserNotification(id: number | null) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...userNotificationQueryOptions(id ?? 0), enabled: id !== null });
  const readAt = query.dataUpdatedAt;
  // Once the server has marked it read, the bell's count and the list's read marks are stale.
  useEffect(() => {
    if (readAt) void queryClient.invalidateQueries({ queryKey: notificationKeys.userLists() });
  }, [readAt, queryClient]);
  return query;
}
