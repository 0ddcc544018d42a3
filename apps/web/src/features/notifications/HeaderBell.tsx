import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { bellBadgeText, HEADER_NOTIFICATIONS_LIMIT } from '@logi/shared';
import { useInvalidateOnServerEvent } from '../../lib/events/index.ts';
import { notificationKeys } from './api/notification-keys.ts';
import { useUserNotifications } from './api/get-user-notifications.ts';
import { HeaderBellList } from './components/HeaderBellList.tsx';

const LIVE_EVENTS = ['notifications.changed'] as const;

/** The header's news bell: unread count (9+ from 9), the newest 3, and a link to all. */
export function HeaderBell() {
  const [opened, setOpened] = useState(false);
  const list = useUserNotifications({ limit: HEADER_NOTIFICATIONS_LIMIT, page: 1 });
  // Pushed when an admin stores, updates or deletes one: every open notification view refetches.
  useInvalidateOnServerEvent(LIVE_EVENTS, notificationKeys.all);
  const unread = list.data?.unreadCount ?? 0;

  // The popover's target is the button itself: aria-expanded is not allowed on the badge's div.
  return (
    <Indicator
      disabled={unread === 0}
      label={bellBadgeText(unread)}
      size={18}
      offset={6}
      color="yellow.4"
      styles={{ indicator: { color: 'var(--mantine-color-black)', fontWeight: 700 } }}
    >
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        withArrow
        withinPortal
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            aria-label={unread > 0 ? `お知らせ（未読 ${bellBadgeText(unread)}件）` : 'お知らせ'}
            onClick={() => setOpened((current) => !current)}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <HeaderBellList page={list.data} error={list.error} onNavigate={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
