import { Popover, Text } from '@mantine/core';
import { useOpenedOnArrival } from '../../lib/deferred-popup.ts';
import { InMantine } from '../../lib/MantineScope.tsx';
import type { useProcesses } from './api/get-processes.ts';
import { ProcessesButton } from './HeaderProcesses.tsx';
import { ProcessList } from './ProcessList.tsx';

type Props = {
  query: ReturnType<typeof useProcesses>;
  page: number;
  onPageChange: (page: number) => void;
  active: number;
};

/** The process list's popover, loaded on first use (HeaderProcesses). */
export function HeaderProcessesPopover({ query, page, onPageChange, active }: Props) {
  const { targetRef, opened, setOpened } = useOpenedOnArrival();
  return (
    <InMantine>
      <Popover
        position="bottom-end"
        width={380}
        withinPortal
        trapFocus
        returnFocus
        shadow="md"
        opened={opened}
        onChange={setOpened}
      >
        <Popover.Target>
          <ProcessesButton
            active={active}
            ref={targetRef}
            onClick={() => setOpened((now) => !now)}
          />
        </Popover.Target>
        <Popover.Dropdown aria-label="処理一覧">
          <Text fw={700} size="sm" mb="xs">
            処理一覧
          </Text>
          <ProcessList query={query} page={page} onPageChange={onPageChange} />
        </Popover.Dropdown>
      </Popover>
    </InMantine>
  );
}
