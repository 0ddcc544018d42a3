import { Anchor, Divider, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ErrorPanel } from '../../../components/ui/index.ts';
import type { UserNotificationPage } from '@logi/shared';
import { NotificationListItem } from './NotificationListItem.tsx';

type Props = {
  page: UserNotificationPage | undefined;
  error: unknown;
  onNavigate: () => void;
};

/** The bell's dropdown: the newest notifications, then a link to all of them. */
export function HeaderBellList({ page, error, onNavigate }: Props) {
  let body;
  if (error) body = <ErrorPanel error={error} />;
  else if (!page) body = <Skeleton height={120} radius="sm" />;
  else if (page.data.length === 0)
    body = (
      <Text size="sm" c="dimmed">
        お知らせはありません
      </Text>
    );
  else {
    body = page.data.map((notification) => (
      <NotificationListItem key={notification.id} notification={notification} onOpen={onNavigate} />
    ));
  }
  return (
    <Stack gap={4} data-testid="bell-list">
      <Text fw={700} size="sm">
        お知らせ
      </Text>
      <Divider />
      {body}
      <Divider />
      <Anchor
        component={Link}
        to={paths.userNotifications.show()}
        onClick={onNavigate}
        size="sm"
        ta="center"
      >
        すべてのお知らせを見る
      </Anchor>
    </Stack>
  );
}
