import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { notificationEndpoints, type UserNotificationPage } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';

export type UserNotificationQuery = { limit: number; page: number };

export const getUserNotifications = (query: UserNotificationQuery, signal?: AbortSignal) =>
  http.getData<UserNotificationPage>(notificationEndpoints.userList.path, query, signal);

export const userNotificationsQueryOptions = (query: UserNotificationQuery) =>
  queryOptions({
    queryKey: notificationKeys.userList(query),
    queryFn: ({ signal }) => getUserNotifications(query, signal),
    placeholderData: keepPreviousData,
  });

export const useUserNotifications = (query: UserNotificationQuery) =>
  useQuery(userNotificationsQueryOptions(query));
