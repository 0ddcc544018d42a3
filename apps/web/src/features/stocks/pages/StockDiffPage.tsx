import { Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { CONFIRM_TEXTS } from '@logi/shared';
import { ResourceList, useListSearch } from '../../../components/resource/index.ts';
import { ConfirmActionButton } from '../../../components/ui/index.ts';
import { useAdoptWarehouseFigures } from '../api/adopt-warehouse-figures.ts';
import { useStockDiffSearch } from '../api/search-stock-diffs.ts';
import {
  STOCK_DIFF_COLUMNS,
  STOCK_DIFF_LIST,
  stockDiffSearchFields,
} from '../components/StockDiffList.tsx';
import { WarehouseFetchPanel } from '../components/WarehouseFetchPanel.tsx';

const ADOPT = CONFIRM_TEXTS.adoptFigures;

/** /stocks/diff: 在庫差異 — ours against each warehouse's reported figures, and their adoption. */
export function StockDiffPage() {
  const listed = useListSearch(STOCK_DIFF_LIST, useStockDiffSearch, (filters) => ({
    ...filters,
    differencesOnly: filters.differencesOnly ?? true,
  }));
  const adopt = useAdoptWarehouseFigures();
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        外部倉庫から取得した在庫数と当社の実在庫数を比べます。選んだ行は「倉庫の在庫数を反映」で倉庫の数に合わせます（在庫履歴には「連携反映」として残ります）。
      </Text>
      <WarehouseFetchPanel />
      <ResourceList
        {...listed}
        columns={STOCK_DIFF_COLUMNS}
        rowLabel={(row) => `${row.productName}（${row.warehouseName}）`}
        searchForm={{
          label: '在庫差異の検索',
          fields: stockDiffSearchFields,
        }}
        bulkActions={(selected, clear) => (
          <ConfirmActionButton
            label={ADOPT.title}
            buttonProps={{ disabled: selected.length === 0 }}
            title={ADOPT.title}
            message={ADOPT.message(
              selected.length,
              selected.map((row) => row.warehouseName),
            )}
            confirmLabel={ADOPT.confirm}
            onConfirm={async () => {
              const { adopted } = await adopt.mutateAsync(selected.map((row) => row.id));
              notifications.show({
                color: 'teal',
                message: `${adopted}件の在庫に倉庫の在庫数を反映しました`,
              });
              clear();
            }}
          />
        )}
      />
    </Stack>
  );
}
