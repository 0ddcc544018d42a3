import { Popover } from '@mantine/core';
import type { UserNotificationPage } from '@logi/shared';
import { useOpenedOnArrival } from '../../lib/deferred-popup.ts';
import { InMantine } from '../../lib/MantineScope.tsx';
import { HeaderBellList } from './components/HeaderBellList.tsx';
import { BellButton } from './HeaderBell.tsx';

type Props = { page: UserNotificationPage | undefined; error: unknown; unread: number };

/** The bell's popover, loaded on first use (HeaderBell): the newest notifications and a link to all. */
export function HeaderBellPopover({ page, error, unread }: Props) {
  const { targetRef, opened, setOpened } = useOpenedOnArrival();
  return (
    <InMantine>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        width={340}
        withArrow
        withinPortal
        trapFocus
        returnFocus
      >
        <Popover.Target>
          <BellButton unread={unread} ref={targetRef} onClick={() => setOpened((now) => !now)} />
        </Popover.Target>
        <Popover.Dropdown aria-label="お知らせ">
          <HeaderBellList page={page} error={error} onNavigate={() => setOpened(false)} />
        </Popover.Dropdown>
      </Popover>
    </InMantine>
  );
}
