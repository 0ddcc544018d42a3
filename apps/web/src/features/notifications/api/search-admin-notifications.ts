import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationSearchInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import type { AdminNotification, Paginated } from './notification-types.ts';

export const searchAdminNotifications = (search: NotificationSearchInput) =>
  http
    .post<{ data: Paginated<AdminNotification> }>('/api/adminUserNotification/search', search)
    .then((response) => response.data);

export const adminNotificationSearchQueryOptions = (search: NotificationSearchInput) =>
  queryOptions({
    queryKey: notificationKeys.adminSearch(search),
    queryFn: () => searchAdminNotifications(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminNotificationSearch = (search: NotificationSearchInput) =>
  useQuery(adminNotificationSearchQueryOptions(search));
