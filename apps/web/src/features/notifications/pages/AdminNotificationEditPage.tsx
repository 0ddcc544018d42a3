import { Stack } from '@mantine/core';
import { useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ErrorPanel, FormSkeleton, QueryState } from '../../../components/ui/index.ts';
import { useAdminNotification } from '../api/get-admin-notification.ts';
import { useUpdateAdminNotification } from '../api/update-admin-notification.ts';
import { NotificationForm } from '../components/NotificationForm.tsx';
import { fieldErrorsOf } from '../../../lib/form/field-errors-of.ts';
import { toNotificationFormFields } from '../form/notification-form-values.ts';

/** /admin/user_notifications/{id}/edit: loads the notification, then the same form. */
export function AdminNotificationEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const notification = useAdminNotification(id);
  const update = useUpdateAdminNotification();
  const toList = () => navigate(paths.adminUserNotifications.list());
  // The version the form was filled from: a live refetch must not silently move it forward,
  // or a stale edit would overwrite someone else's save instead of answering 409.
  const baseVersion = useRef<number | null>(null);

  return (
    <Stack gap="md">
      <ErrorPanel error={update.error} />
      <QueryState query={notification} skeleton={<FormSkeleton fields={6} />}>
        {(loaded) => {
          baseVersion.current ??= loaded.version;
          return (
            <NotificationForm
              key={loaded.id}
              initialValues={toNotificationFormFields(loaded)}
              errors={fieldErrorsOf(update.error)}
              disabled={update.isPending}
              onCancel={toList}
              onSubmit={(values) =>
                update.mutate(
                  { id, values, version: baseVersion.current ?? loaded.version },
                  {
                    onSuccess: () => {
                      notifications.show({ color: 'teal', message: 'お知らせを更新しました' });
                      void toList();
                    },
                  },
                )
              }
            />
          );
        }}
      </QueryState>
    </Stack>
  );
}
