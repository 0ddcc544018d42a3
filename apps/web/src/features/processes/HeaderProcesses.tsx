import { ActionIcon, Popover, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';

/** The header's background-process list; filled by the job engine feature. */
export function HeaderProcesses() {
  return (
    <Popover position="bottom-end" width={360} withinPortal>
      <Popover.Target>
        <ActionIcon variant="subtle" color="white" size="lg" aria-label="処理一覧">
          <IconListCheck size={20} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" c="dimmed">
          処理はありません
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
