import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import type { UserNotificationPage } from './notification-types.ts';

export type UserNotificationQuery = { limit: number; page: number };

export const getUserNotifications = (query: UserNotificationQuery, signal?: AbortSignal) =>
  http
    .get<{ data: UserNotificationPage }>('/api/userNotification', query, signal)
    .then((response) => response.data);

export const userNotificationsQueryOptions = (query: UserNotificationQuery) =>
  queryOptions({
    queryKey: notificationKeys.userList(query),
    queryFn: ({ signal }) => getUserNotifications(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUserNotifications = (query: UserNotificationQuery) =>
  useQuery(userNotificationsQueryOptions(query));
