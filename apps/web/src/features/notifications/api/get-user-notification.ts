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
  // Once the server has marked it read, the bell's count and the list's read marks are stale. A
  // list's first fetch may have left before the mark: invalidating would only wait for it (a fetch
  // in flight without data is reused), so it is cancelled first and fetched again.
  useEffect(() => {
    if (!readAt) return;
    const lists = { queryKey: notificationKeys.userLists() };
    void queryClient.cancelQueries(lists).then(() => queryClient.invalidateQueries(lists));
  }, [readAt, queryClient]);
  return query;
}
