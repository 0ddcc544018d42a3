import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';

/** The header's news bell; its list and unread count arrive with the notifications feature. */
export function HeaderBell() {
  return (
    <Popover position="bottom-end" width={320} withinPortal>
      <Popover.Target>
        <Indicator disabled label="0" size={16} color="yellow">
          <ActionIcon variant="subtle" color="white" size="lg" aria-label="お知らせ">
            <IconBell size={20} />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" c="dimmed">
          お知らせはありません
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
