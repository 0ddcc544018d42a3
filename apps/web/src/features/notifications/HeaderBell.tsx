import { IconBell } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { bellBadgeText, HEADER_NOTIFICATIONS_LIMIT } from '@logi/shared';
import {
  HeaderBadge,
  HeaderIconButton,
  type HeaderButtonProps,
} from '../../components/header/HeaderIconButton.tsx';
import { useDeferredPopup } from '../../lib/deferred-popup.ts';
import { useInvalidateOnServerEvent } from '../../lib/events/index.ts';
import { notificationKeys } from './api/notification-keys.ts';
import { useUserNotifications } from './api/get-user-notifications.ts';

const LIVE_EVENTS = ['notifications.changed'] as const;
const loadPopover = () => import('./HeaderBellPopover.tsx');
const HeaderBellPopover = lazy(() => loadPopover().then((m) => ({ default: m.HeaderBellPopover })));

type ButtonProps = HeaderButtonProps & { unread: number };

/** The bell's popover target; its name tells the unread count. */
export function BellButton({ unread, ...props }: ButtonProps) {
  return (
    <HeaderIconButton
      aria-label={unread > 0 ? `お知らせ（未読 ${bellBadgeText(unread)}件）` : 'お知らせ'}
      {...props}
    >
      <IconBell size={20} />
    </HeaderIconButton>
  );
}

/** The header's news bell: unread count (9+ from 9), the newest 3, and a link to all. */
export function HeaderBell() {
  const list = useUserNotifications({ limit: HEADER_NOTIFICATIONS_LIMIT, page: 1 });
  // Pushed when an admin stores, updates or deletes one: every open notification view refetches.
  useInvalidateOnServerEvent(LIVE_EVENTS, notificationKeys.all);
  const { requested, fallbackProps } = useDeferredPopup(loadPopover, 'dialog');
  const unread = list.data?.unreadCount ?? 0;
  const fallback = <BellButton unread={unread} {...fallbackProps} />;

  // The popover's target is the button itself: aria-expanded is not allowed on the badge's div.
  return (
    <HeaderBadge
      label={unread > 0 ? bellBadgeText(unread) : null}
      size={18}
      offset={6}
      color="var(--mantine-color-yellow-4)"
      textColor="var(--mantine-color-black)"
      bold
    >
      {requested ? (
        <Suspense fallback={fallback}>
          <HeaderBellPopover page={list.data} error={list.error} unread={unread} />
        </Suspense>
      ) : (
        fallback
      )}
    </HeaderBadge>
  );
}
