import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { EditRecord } from '../../../components/resource/index.ts';
import { useAdminNotification } from '../api/get-admin-notification.ts';
import { useUpdateAdminNotification } from '../api/update-admin-notification.ts';
import { NotificationForm } from '../components/NotificationForm.tsx';
import { toNotificationFormFields } from '../form/notification-form-values.ts';

/**
 * /admin/user_notifications/{id}/edit: the notification as first loaded, in the same form; the save
 * sends that version, so a newer save by someone else answers 409. Notifications are global, so they
 * keep no organisation audit trail.
 */
export function AdminNotificationEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notification = useAdminNotification(id);
  const update = useUpdateAdminNotification();
  const toList = () => void navigate(paths.adminUserNotifications.list());

  return (
    <EditRecord query={notification} fields={6}>
      {(loaded, reload) => (
        <NotificationForm
          initialValues={toNotificationFormFields(loaded)}
          save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
          onSaved={() => {
            notifications.show({ color: 'teal', message: 'お知らせを更新しました' });
            toList();
          }}
          onCancel={toList}
          onReload={reload}
        />
      )}
    </EditRecord>
  );
}
