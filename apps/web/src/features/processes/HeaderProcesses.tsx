import { ActionIcon, Indicator, Popover, Text } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useProcesses } from './api/get-processes.ts';
import { ProcessList } from './ProcessList.tsx';
import { useLiveProcesses } from './use-live-processes.ts';

/** The header's background-process list (spec §2, §4): a badge of active ones, 30 per page, live. */
export function HeaderProcesses() {
  const [page, setPage] = useState(1);
  const query = useProcesses(page);
  useLiveProcesses();
  const lastPage = query.data?.lastPage ?? 1;
  // Deleting the last rows of the last page leaves it empty: step back to a page that exists.
  useEffect(() => {
    if (page > lastPage) setPage(lastPage);
  }, [page, lastPage]);

  const active = query.data?.activeCount ?? 0;
  // The popover's target is the button itself: aria-expanded is not allowed on the badge's div.
  return (
    <Indicator
      disabled={active === 0}
      label={active > 99 ? '99+' : active}
      size={16}
      color="blue"
      offset={4}
    >
      <Popover position="bottom-end" width={380} withinPortal shadow="md">
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="white"
            size="lg"
            aria-label={active > 0 ? `処理一覧（実行待ち・処理中 ${active}件）` : '処理一覧'}
          >
            <IconListCheck size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Text fw={700} size="sm" mb="xs">
            処理一覧
          </Text>
          <ProcessList query={query} page={page} onPageChange={setPage} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
