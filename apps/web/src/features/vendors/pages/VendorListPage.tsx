import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isProcessFinished, PAGE_TITLES, vendorEndpoints, VENDOR_SYNC_LABELS } from '@logi/shared';
import { ResourceList, SyncActions, useListQuery } from '../../../components/resource/index.ts';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyVendor } from '../api/destroy-vendor.ts';
import { useVendorSearch } from '../api/search-vendors.ts';
import { vendorKeys } from '../api/vendor-keys.ts';
import { VENDOR_COLUMNS, VENDOR_LIST, vendorSearchFields } from '../components/VendorList.tsx';
import { useSendVendors, useFetchVendors } from '../api/sync-vendors.ts';

// The jobs that write 連携状態: the list refreshes when one of them ends.
const VENDOR_ACTIONS = new Set(['vendor_create_update', 'vendor_search']);

/** /rsl_venders: search, paging, sorting, CSV export, edit and delete (the kit); 送信 and 取得. */
export function VendorListPage() {
  const list = useListQuery(VENDOR_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useVendorSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroyVendor();
  const [syncError, setSyncError] = useState<unknown>(null);
  const sendSync = useSendVendors();
  const fetchSync = useFetchVendors();
  const queryClient = useQueryClient();
  useServerEvent('process.updated', ({ process }) => {
    if (VENDOR_ACTIONS.has(process.action) && isProcessFinished(process.processStatus)) {
      void queryClient.invalidateQueries({ queryKey: vendorKeys.all });
    }
  });

  return (
    <Stack gap="md">
      <ErrorPanel error={syncError} />
      <ResourceList
        list={list}
        search={search}
        columns={VENDOR_COLUMNS}
        rowLabel={(row) => row.name}
        searchForm={{ label: 'ベンダーの検索', fields: vendorSearchFields }}
        registerTo={paths.vendors.register()}
        editTo={(row) => paths.vendors.edit(row.id)}
        remove={{ run: (row) => destroy.mutateAsync(row.id), done: 'ベンダーを削除しました' }}
        csv={{
          url: vendorEndpoints.export.path,
          fallbackName: `${PAGE_TITLES.vendors.list}.csv`,
        }}
        bulkActions={(selected, clear) => (
          <SyncActions
            selected={selected}
            clear={clear}
            onError={setSyncError}
            labels={VENDOR_SYNC_LABELS}
            send={sendSync}
            fetch={fetchSync}
          />
        )}
      />
    </Stack>
  );
}
