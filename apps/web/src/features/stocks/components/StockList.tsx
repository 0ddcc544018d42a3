import { Checkbox, Group, SegmentedControl, Stack, TextInput, Anchor, Table } from '@mantine/core';
import { Link } from 'react-router';
import {
  STOCK_SORT_FIELDS,
  STOCK_TYPE_LABELS,
  STOCK_TYPES,
  type StockDto,
  type StockType,
} from '@logi/shared';
import {
  defineListQuery,
  KeywordField,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { RemoteSelect } from '../../../components/ui/index.ts';
import { warehouseGroupSource, warehouseSource } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import type { StockProductRow } from '../api/search-stocks.ts';
import { AvailableCell, figureColumns } from './StockFigures.tsx';
import { NestedRowsTable } from './NestedRowsTable.tsx';

/** The list's URL query: /stocks?stockType=stockByProduct plus the filters, page and order. */
export const STOCK_LIST = defineListQuery({
  filters: {
    stockType: STOCK_TYPES,
    keyword: 'text',
    janCode: 'text',
    warehouseId: 'integer',
    warehouseGroupId: 'integer',
    shortOnly: 'boolean',
    nonSellableOnly: 'boolean',
  },
  sortFields: STOCK_SORT_FIELDS,
  defaultSort: 'product_code',
});

export type StockFilters = FiltersOf<typeof STOCK_LIST.filters>;

const productColumns = <
  T extends { productCode: string; productName: string },
>(): ResourceColumn<T>[] => [
  { accessor: 'productCode', title: '商品コード', sortable: true, sortKey: 'product_code' },
  { accessor: 'productName', title: '商品名', sortable: true, sortKey: 'name' },
];

export const STOCK_PRODUCT_COLUMNS: ResourceColumn<StockProductRow>[] = [
  ...productColumns<StockProductRow>(),
  { accessor: 'janCode', title: 'JANコード', render: (row) => row.janCode ?? '—' },
  {
    accessor: 'warehouses',
    title: '倉庫数',
    textAlign: 'right',
    render: (row) => row.warehouses.length,
  },
  ...figureColumns<StockProductRow>(true),
  { accessor: 'stockThreshold', title: '在庫しきい値', textAlign: 'right' },
];

export const STOCK_ROW_COLUMNS: ResourceColumn<StockDto>[] = [
  ...productColumns<StockDto>(),
  {
    accessor: 'warehouseCode',
    title: '倉庫',
    sortable: true,
    sortKey: 'warehouse_code',
    render: (row) => `${row.warehouseCode} ${row.warehouseName}`,
  },
  ...figureColumns<StockDto>(true),
];

/** A product's warehouses, shown when its row is opened; each links to its adjustment. */
export function StockWarehouseRows({ row }: { row: StockProductRow }) {
  return (
    <NestedRowsTable
      label={`${row.productName}の倉庫別在庫`}
      emptyText="この商品の在庫はまだ登録されていません"
      empty={row.warehouses.length === 0}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>倉庫</Table.Th>
          <Table.Th ta="right">実在庫数</Table.Th>
          <Table.Th ta="right">引当数</Table.Th>
          <Table.Th ta="right">引当可能数</Table.Th>
          <Table.Th ta="right">非販売在庫数</Table.Th>
          <Table.Th>操作</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {row.warehouses.map((stock) => (
          <Table.Tr key={stock.id}>
            <Table.Td>{`${stock.warehouseCode} ${stock.warehouseName}`}</Table.Td>
            <Table.Td ta="right">{stock.onHand.toLocaleString('ja-JP')}</Table.Td>
            <Table.Td ta="right">{stock.allocated.toLocaleString('ja-JP')}</Table.Td>
            <Table.Td ta="right">
              <AvailableCell row={stock} />
            </Table.Td>
            <Table.Td ta="right">{stock.nonSellable.toLocaleString('ja-JP')}</Table.Td>
            <Table.Td>
              <Anchor
                component={Link}
                to={paths.stocks.edit(stock.id)}
                size="sm"
                aria-label={`${stock.warehouseName}の在庫を調整`}
              >
                調整・履歴
              </Anchor>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </NestedRowsTable>
  );
}

/** 商品別 / 倉庫別: which view of the list (the stockType of the URL). */
export function StockTypeSwitch({
  value,
  onChange,
}: {
  value: StockType;
  onChange: (next: StockType) => void;
}) {
  return (
    <SegmentedControl
      aria-label="表示の単位"
      w="fit-content"
      value={value}
      onChange={(next) => onChange(next as StockType)}
      data={STOCK_TYPES.map((type) => ({ value: type, label: STOCK_TYPE_LABELS[type] }))}
    />
  );
}

export function StockSearchFields({
  draft,
  change,
}: {
  draft: StockFilters;
  change: (patch: Partial<StockFilters>) => void;
}) {
  return (
    <Stack gap="sm">
      <Group gap="md" align="flex-end">
        <KeywordField
          placeholder="商品コード・商品名"
          value={draft.keyword}
          onChange={(keyword) => change({ keyword })}
          width={240}
        />
        <TextInput
          label="JANコード"
          value={draft.janCode ?? ''}
          onChange={(event) => change({ janCode: event.currentTarget.value })}
          w={180}
        />
        <RemoteSelect
          label="倉庫"
          source={warehouseSource}
          value={draft.warehouseId}
          onChange={(warehouseId) => change({ warehouseId, warehouseGroupId: null })}
          clearable
          searchable
          w={220}
        />
        <RemoteSelect
          label="倉庫グループ"
          source={warehouseGroupSource}
          value={draft.warehouseGroupId}
          onChange={(warehouseGroupId) => change({ warehouseGroupId, warehouseId: null })}
          clearable
          w={200}
        />
      </Group>
      <Group gap="lg">
        <Checkbox
          label="欠品・不足のみ（引当可能数が在庫しきい値未満）"
          checked={draft.shortOnly === true}
          onChange={(event) => change({ shortOnly: event.currentTarget.checked ? true : null })}
        />
        <Checkbox
          label="非販売在庫ありのみ"
          checked={draft.nonSellableOnly === true}
          onChange={(event) =>
            change({ nonSellableOnly: event.currentTarget.checked ? true : null })
          }
        />
      </Group>
    </Stack>
  );
}
