import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import type { UserNotificationDto } from '@logi/shared';
import { NotificationBadges } from './NotificationTagBadge.tsx';

type Props = { notification: UserNotificationDto; selected?: boolean; onOpen?: () => void };

/** One notification as a link to its page: tag, 重要, date and title; unread ones in bold. */
export function NotificationListItem({ notification, selected = false, onOpen }: Props) {
  const { id, title, tagLabel, tagColor, isImportant, publishedAt, isRead } = notification;
  return (
    <UnstyledButton
      component={Link}
      to={paths.userNotifications.show(id)}
      onClick={onOpen}
      aria-current={selected ? 'page' : undefined}
      data-testid="notification-item"
      data-read={isRead}
      px="sm"
      py={8}
      bg={selected ? 'var(--mantine-color-default-hover)' : undefined}
      style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
    >
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap">
          {isRead ? null : (
            <Box
              w={8}
              h={8}
              bg="red.6"
              style={{ borderRadius: '50%', flexShrink: 0 }}
              aria-label="未読"
            />
          )}
          <NotificationBadges label={tagLabel} color={tagColor} important={isImportant} />
          <Text size="xs" c="dimmed">
            {publishedAt}
          </Text>
        </Group>
        <Text size="sm" fw={isRead ? 400 : 700} lineClamp={2}>
          {title}
        </Text>
      </Stack>
    </UnstyledButton>
  );
}
