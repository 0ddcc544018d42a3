import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import {
  notificationEndpoints,
  type AdminNotificationDto,
  type NotificationSearchInput,
  type Page,
} from '@logi/shared';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

export const searchAdminNotifications = (search: NotificationSearchInput) =>
  http.postData<Page<AdminNotificationDto>>(notificationEndpoints.adminSearch.path, search);

export const adminNotificationSearchQueryOptions = (search: NotificationSearchInput) =>
  pagedSearchQuery(notificationKeys.adminSearch(search), () => searchAdminNotifications(search));

export const useAdminNotificationSearch = (search: NotificationSearchInput) =>
  useQuery(adminNotificationSearchQueryOptions(search));
