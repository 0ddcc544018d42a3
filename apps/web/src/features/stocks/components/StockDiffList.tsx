import { Badge, Checkbox, Group, Text } from '@mantine/core';
import { formatDateTime, STOCK_MESSAGES, type StockDiffDto } from '@logi/shared';
import {
  defineListQuery,
  quantityColumn,
  searchFields,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { productWarehouseFields } from './ProductWarehouseFields.tsx';

export const STOCK_DIFF_LIST = defineListQuery({
  filters: { keyword: 'text', warehouseId: 'integer', differencesOnly: 'boolean' },
  sortFields: ['product_code', 'warehouse_code', 'difference'] as const,
  defaultSort: 'product_code',
  perPage: 50,
});
export type StockDiffFilters = FiltersOf<typeof STOCK_DIFF_LIST.filters>;

const n = (value: number) => value.toLocaleString('ja-JP');
const signed = (value: number) => (value > 0 ? `+${n(value)}` : n(value));

export const STOCK_DIFF_COLUMNS: ResourceColumn<StockDiffDto>[] = [
  { accessor: 'productCode', title: '商品コード', sortable: true, sortKey: 'product_code' },
  { accessor: 'productName', title: '商品名' },
  {
    accessor: 'warehouseCode',
    title: '倉庫',
    sortable: true,
    sortKey: 'warehouse_code',
    render: (row) => `${row.warehouseCode} ${row.warehouseName}`,
  },
  quantityColumn('ours', '当社の実在庫数'),
  quantityColumn('theirs', '倉庫の在庫数'),
  {
    accessor: 'difference',
    title: '差異',
    textAlign: 'right',
    sortable: true,
    render: (row) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        {row.stale && (
          <Badge color="orange" variant="light" title={STOCK_MESSAGES.staleHint}>
            {STOCK_MESSAGES.staleBadge}
          </Badge>
        )}
        {row.difference === 0 ? (
          <Text size="sm">{signed(row.difference)}</Text>
        ) : (
          // AA contrast on striped rows in both schemes: a darker red in light, a lighter in dark.
          <>
            <Text size="sm" fw={700} c="red.9" darkHidden>
              {signed(row.difference)}
            </Text>
            <Text size="sm" fw={700} c="red.3" lightHidden>
              {signed(row.difference)}
            </Text>
          </>
        )}
      </Group>
    ),
  },
  {
    accessor: 'theirsNonSellable',
    title: '非販売（当社 / 倉庫）',
    textAlign: 'right',
    render: (row) => `${n(row.oursNonSellable)} / ${n(row.theirsNonSellable)}`,
  },
  {
    accessor: 'reportedAt',
    title: '倉庫の更新日時',
    render: (row) => formatDateTime(row.reportedAt),
  },
];

/** The product and warehouse, and 差異のある行のみ (on unless unchecked). */
export const stockDiffSearchFields = searchFields<StockDiffFilters>(
  productWarehouseFields,
  (draft, change) => (
    <Checkbox
      mt={28}
      label="差異のある行のみ"
      checked={draft.differencesOnly !== false}
      onChange={(event) => change({ differencesOnly: event.currentTarget.checked ? null : false })}
    />
  ),
);
