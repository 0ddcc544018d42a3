import { Stack } from '@mantine/core';
import { STOCKTAKE_STATUSES } from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { SelectField, selectOptions } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStocktakeSearch } from '../api/search-stocktakes.ts';
import { STOCKTAKE_COLUMNS, STOCKTAKE_LIST } from '../components/StocktakeList.tsx';
import { StocktakeStartPanel } from '../components/StocktakeStartPanel.tsx';

/** /stocks/stocktakes: 棚卸 — start a count of an own warehouse, and the counts so far. */
export function StocktakeListPage() {
  return (
    <Stack gap="lg">
      <StocktakeStartPanel />
      <ResourceList
        {...useListSearch(STOCKTAKE_LIST, useStocktakeSearch)}
        columns={STOCKTAKE_COLUMNS}
        rowLabel={(row) => `棚卸 No.${row.id}（${row.warehouseName}）`}
        detailTo={(row) => paths.stocks.stocktake(row.id)}
        editTo={() => null}
        searchForm={{
          label: '棚卸の検索',
          fields: (draft, change) => (
            <SelectField
              label="状態"
              data={selectOptions(
                ['counting', 'applied', 'cancelled'] as const,
                (status) => STOCKTAKE_STATUSES[status],
              )}
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
