import { paths } from '../../../lib/paths.ts';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { useDestroyAdminNotification } from '../api/destroy-admin-notification.ts';
import { useAdminNotificationSearch } from '../api/search-admin-notifications.ts';
import {
  NOTIFICATION_COLUMNS,
  NOTIFICATION_LIST,
  notificationSearchFields,
} from '../components/AdminNotificationList.tsx';

/** /admin/user_notifications: search, server-side paging and sorting, edit and delete (the kit). */
export function AdminNotificationListPage() {
  const destroy = useDestroyAdminNotification();

  return (
    <ResourceList
      {...useListSearch(NOTIFICATION_LIST, useAdminNotificationSearch)}
      columns={NOTIFICATION_COLUMNS}
      rowLabel={(row) => row.title}
      searchForm={{ label: 'お知らせの検索', fields: notificationSearchFields }}
      registerTo={paths.adminUserNotifications.register()}
      editTo={(row) => paths.adminUserNotifications.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: 'お知らせを削除しました' }}
    />
  );
}
