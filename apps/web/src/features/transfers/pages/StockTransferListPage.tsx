import { Stack } from '@mantine/core';
import { TRANSFER_LABELS as L, TRANSFER_STATUS_VALUES, TRANSFER_STATUSES } from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { SelectField, selectOptions } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useTransferSearch } from '../api/search-transfers.ts';
import { TRANSFER_COLUMNS, TRANSFER_LIST } from '../components/TransferColumns.tsx';

/** /stocks/transfers: 在庫移動 — the transfers so far (server-paginated), by status. */
export function StockTransferListPage() {
  return (
    <Stack gap="lg">
      <ResourceList
        {...useListSearch(TRANSFER_LIST, useTransferSearch)}
        registerTo={paths.stocks.transferRegister()}
        columns={TRANSFER_COLUMNS}
        rowLabel={(row) => `${L.title} ${row.number}`}
        detailTo={(row) => paths.stocks.transfer(row.id)}
        editTo={() => null}
        searchForm={{
          label: '在庫移動の検索',
          fields: (draft, change) => (
            <SelectField
              label={L.status}
              data={selectOptions(TRANSFER_STATUS_VALUES, (status) => TRANSFER_STATUSES[status])}
              value={draft.status ?? null}
              onChange={(value) => change({ status: (value as typeof draft.status) ?? null })}
              clearable
              w={180}
            />
          ),
        }}
      />
    </Stack>
  );
}
