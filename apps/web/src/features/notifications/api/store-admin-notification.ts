import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { notificationKeys } from './notification-keys.ts';
import {
  notificationEndpoints,
  type AdminNotificationDto,
  type NotificationFormValues,
} from '@logi/shared';

export const storeAdminNotification = (values: NotificationFormValues) =>
  http.postData<AdminNotificationDto>(notificationEndpoints.adminStore.path, values);

// The admin list and the bell both change.
export const useStoreAdminNotification = () =>
  useRefreshingMutation(storeAdminNotification, notificationKeys.all);
