import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreAdminNotification } from '../api/store-admin-notification.ts';
import { NotificationForm } from '../components/NotificationForm.tsx';
import { notificationFormDefaults } from '../form/notification-form-values.ts';

/** /admin/user_notifications/register: the form with the spec §4 defaults. */
export function AdminNotificationRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreAdminNotification();
  const [initialValues] = useState(() => notificationFormDefaults());
  const toList = () => void navigate(paths.adminUserNotifications.list());

  return (
    <NotificationForm
      initialValues={initialValues}
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: 'お知らせを登録しました' });
        toList();
      }}
      onCancel={toList}
    />
  );
}
