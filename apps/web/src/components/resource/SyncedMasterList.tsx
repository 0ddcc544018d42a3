import { Stack } from '@mantine/core';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { isProcessFinished } from '@logi/shared';
import { useServerEvent } from '../../lib/events/index.ts';
import type { FilterKinds } from '../../lib/list/list-query.ts';
import { ErrorPanel } from '../ui/index.ts';
import { ResourceList, type ResourceListProps } from './ResourceList.tsx';
import { SyncActions, type SyncActionsProps } from './SyncActions.tsx';

export type SyncedMasterListProps<
  T extends { id: number },
  F extends FilterKinds,
  S extends string,
> = {
  list: ResourceListProps<T, F, S>;
  /** 送信 and 取得: their calls and texts. */
  sync: Pick<SyncActionsProps, 'labels' | 'send' | 'fetch'>;
  /** The warehouse jobs that write these records: when one of them ends, `refreshes` refreshes. */
  jobs: ReadonlySet<string>;
  refreshes: QueryKey;
};

/** A master list synced with the external warehouses (商品, ベンダー): the kit's list plus 送信/取得. */
export function SyncedMasterList<
  T extends { id: number },
  F extends FilterKinds,
  S extends string,
>({ list, sync, jobs, refreshes }: SyncedMasterListProps<T, F, S>) {
  const [syncError, setSyncError] = useState<unknown>(null);
  const queryClient = useQueryClient();
  useServerEvent('process.updated', ({ process }) => {
    if (jobs.has(process.action) && isProcessFinished(process.processStatus)) {
      void queryClient.invalidateQueries({ queryKey: refreshes });
    }
  });

  return (
    <Stack gap="md">
      <ErrorPanel error={syncError} />
      <ResourceList
        {...list}
        bulkActions={(selected, clear) => (
          <SyncActions {...sync} selected={selected} clear={clear} onError={setSyncError} />
        )}
      />
    </Stack>
  );
}
