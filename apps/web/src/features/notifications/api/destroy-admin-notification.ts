import { notificationEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';

export const destroyAdminNotification = (id: number) =>
  http.delete<void>(notificationEndpoints.adminDestroy.url({ id }));

export const useDestroyAdminNotification = () =>
  useRefreshingMutation(destroyAdminNotification, notificationKeys.all);
