import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useStoreAdminNotification } from '../api/store-admin-notification.ts';
import { NotificationForm } from '../components/NotificationForm.tsx';
import { fieldErrorsOf } from '../../../lib/form/field-errors-of.ts';
import { notificationFormDefaults } from '../form/notification-form-values.ts';

/** /admin/user_notifications/register: the form with the spec §4 defaults. */
export function AdminNotificationRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreAdminNotification();
  const [initialValues] = useState(() => notificationFormDefaults());
  const toList = () => navigate(paths.adminUserNotifications.list());

  return (
    <Stack gap="md">
      <ErrorPanel error={store.error} />
      <NotificationForm
        initialValues={initialValues}
        errors={fieldErrorsOf(store.error)}
        disabled={store.isPending}
        onCancel={toList}
        onSubmit={(values) =>
          store.mutate(values, {
            onSuccess: () => {
              notifications.show({ color: 'teal', message: 'お知らせを登録しました' });
              void toList();
            },
          })
        }
      />
    </Stack>
  );
}
