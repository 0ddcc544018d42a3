import { Divider, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useUserNotification } from '../api/get-user-notification.ts';
import { NotificationContent } from './NotificationContent.tsx';
import { NotificationBadges } from './NotificationTagBadge.tsx';

/** The selected notification in full; opening it marks it read (the bell count drops). */
export function UserNotificationDetail({ id }: { id: number | null }) {
  const detail = useUserNotification(id);
  if (id === null) {
    return (
      <Text c="dimmed" size="sm">
        左の一覧からお知らせを選択してください
      </Text>
    );
  }
  if (detail.isError) return <ErrorPanel error={detail.error} />;
  if (!detail.data)
    return (
      <Skeleton height={240} radius="sm" role="status" aria-busy="true" aria-label="読み込み中" />
    );
  const notification = detail.data;
  return (
    <Stack gap="sm" component="article" aria-labelledby="notification-title">
      <NotificationBadges
        label={notification.tagLabel}
        color={notification.tagColor}
        important={notification.isImportant}
      />
      <Title order={2} size="h4" id="notification-title">
        {notification.title}
      </Title>
      <Text size="sm" c="dimmed">
        公開日: {notification.publishedAt}
      </Text>
      <Divider />
      <NotificationContent html={notification.content ?? ''} />
    </Stack>
  );
}
