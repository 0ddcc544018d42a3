import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { notificationKeys } from './notification-keys.ts';
import { notificationEndpoints, type AdminNotificationDto } from '@logi/shared';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getAdminNotification = (id: number, signal?: AbortSignal) =>
  http.getData<AdminNotificationDto>(
    notificationEndpoints.adminShow.url({ id }),
    undefined,
    signal,
  );

export const adminNotificationQueryOptions = (id: number) =>
  currentRecordQuery(notificationKeys.adminDetail(id), (signal) =>
    getAdminNotification(id, signal),
  );

export const useAdminNotification = (id: number) => useQuery(adminNotificationQueryOptions(id));
