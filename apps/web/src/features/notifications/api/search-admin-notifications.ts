import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import {
  notificationEndpoints,
  type AdminNotificationDto,
  type NotificationSearchInput,
  type Page,
} from '@logi/shared';

export const searchAdminNotifications = (search: NotificationSearchInput) =>
  http.postData<Page<AdminNotificationDto>>(notificationEndpoints.adminSearch.path, search);

export const adminNotificationSearchQueryOptions = (search: NotificationSearchInput) =>
  queryOptions({
    queryKey: notificationKeys.adminSearch(search),
    queryFn: () => searchAdminNotifications(search),
    // Paging keeps the current rows on screen until the next page arrives.
    placeholderData: keepPreviousData,
  });

export const useAdminNotificationSearch = (search: NotificationSearchInput) =>
  useQuery(adminNotificationSearchQueryOptions(search));
