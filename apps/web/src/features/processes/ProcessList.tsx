import { Center, Divider, Group, Pagination, ScrollArea, Skeleton, Stack } from '@mantine/core';
import { Fragment } from 'react';
import { EmptyState, ErrorPanel } from '../../components/ui/index.ts';
import { useMarkProcessBroadcasted } from './api/mark-process-broadcasted.ts';
import type { ProcessPage } from './api/get-processes.ts';
import { ProcessListItem } from './ProcessListItem.tsx';

type Props = {
  query: { data: ProcessPage | undefined; error: unknown; isPending: boolean; isError: boolean };
  page: number;
  onPageChange: (page: number) => void;
};

function ListSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="読み込み中" py={4}>
      {Array.from({ length: 3 }, (_, index) => (
        <Group key={index} wrap="nowrap" gap="sm">
          <Skeleton circle height={20} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={12} width="60%" />
            <Skeleton height={10} width="40%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}

/** The popover's body: loading, error, empty, or one page of processes with paging. */
export function ProcessList({ query, page, onPageChange }: Props) {
  const remove = useMarkProcessBroadcasted();
  if (query.isError && !query.data) return <ErrorPanel error={query.error} />;
  if (query.isPending || !query.data) return <ListSkeleton />;
  const { data: processes, lastPage } = query.data;
  if (processes.length === 0) return <EmptyState />;

  return (
    <Stack gap="xs">
      <ScrollArea.Autosize mah={420} type="auto" offsetScrollbars>
        <Stack
          component="ul"
          gap={0}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="処理一覧"
        >
          {processes.map((process, index) => (
            <Fragment key={process.id}>
              {index > 0 ? <Divider component="li" aria-hidden /> : null}
              <ProcessListItem
                process={process}
                deleting={remove.isPending && remove.variables?.id === process.id}
                onDelete={(target) => remove.mutate(target)}
              />
            </Fragment>
          ))}
        </Stack>
      </ScrollArea.Autosize>
      {lastPage > 1 ? (
        <Center>
          <Pagination
            size="sm"
            total={lastPage}
            value={Math.min(page, lastPage)}
            onChange={onPageChange}
          />
        </Center>
      ) : null}
    </Stack>
  );
}
