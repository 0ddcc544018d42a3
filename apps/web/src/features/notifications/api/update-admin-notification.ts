import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import {
  notificationEndpoints,
  type AdminNotificationDto,
  type NotificationFormValues,
} from '@logi/shared';
import { useRefreshingMutation, type VersionedSave } from '../../../lib/query/index.ts';

/** `version` is the one the form was loaded with: a newer one on the server answers 409. */
export const updateAdminNotification = ({
  id,
  values,
  version,
}: VersionedSave<NotificationFormValues>) =>
  http.putData<AdminNotificationDto>(notificationEndpoints.adminUpdate.url({ id }), {
    ...values,
    version,
  });

export const useUpdateAdminNotification = () =>
  useRefreshingMutation(updateAdminNotification, notificationKeys.all);
