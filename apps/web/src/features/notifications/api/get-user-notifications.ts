import { useQuery } from '@tanstack/react-query';
import { notificationEndpoints, type UserNotificationPage } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export type UserNotificationQuery = { limit: number; page: number };

export const getUserNotifications = (query: UserNotificationQuery, signal?: AbortSignal) =>
  http.getData<UserNotificationPage>(notificationEndpoints.userList.path, query, signal);

export const userNotificationsQueryOptions = (query: UserNotificationQuery) =>
  pagedSearchQuery(notificationKeys.userList(query), (signal) =>
    getUserNotifications(query, signal),
  );

export const useUserNotifications = (query: UserNotificationQuery) =>
  useQuery(userNotificationsQueryOptions(query));
