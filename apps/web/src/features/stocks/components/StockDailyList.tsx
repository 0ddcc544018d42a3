import { Button, Group, Table } from '@mantine/core';
import { toJstDate, type StockDailyRowDto } from '@logi/shared';
import {
  defineListQuery,
  quantityColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { DateField } from '../../../components/ui/index.ts';
import { NestedRowsTable } from './NestedRowsTable.tsx';
import { productWarehouseFields } from './ProductWarehouseFields.tsx';

/** 日次在庫表's URL state: the day (blank: yesterday), a product keyword and a warehouse. */
export const STOCK_DAILY_LIST = defineListQuery({
  filters: { date: 'text', keyword: 'text', warehouseId: 'integer' },
  sortFields: ['product_code'] as const,
  defaultSort: 'product_code',
  perPage: 50,
});
export type StockDailyFilters = FiltersOf<typeof STOCK_DAILY_LIST.filters>;

const n = (value: number) => value.toLocaleString('ja-JP');

/** A ロット管理 row's lots open beneath it by this button (a keyboard reaches it; a row click does not). */
function LotToggle({
  row,
  open,
  toggle,
}: {
  row: StockDailyRowDto;
  open: boolean;
  toggle: () => void;
}) {
  const text = `ロット ${row.lots!.length}`;
  // The visible text starts the name (WCAG 2.5.3), the row's product and warehouse follow.
  return (
    <Button
      variant="subtle"
      size="compact-xs"
      aria-expanded={open}
      aria-label={`${text}：${row.productName}（${row.warehouseName}）のロット別在庫`}
      onClick={toggle}
    >
      {text}
    </Button>
  );
}

/** The report's columns; a ロット管理 row's name carries the toggle of its lots. */
export function stockDailyColumns(
  expanded: readonly number[],
  toggle: (id: number) => void,
): ResourceColumn<StockDailyRowDto>[] {
  return [
    { accessor: 'productCode', title: '商品コード' },
    {
      accessor: 'productName',
      title: '商品名',
      render: (row) =>
        row.lots?.length ? (
          <Group gap={6} wrap="nowrap">
            {row.productName}
            <LotToggle row={row} open={expanded.includes(row.id)} toggle={() => toggle(row.id)} />
          </Group>
        ) : (
          row.productName
        ),
    },
    {
      accessor: 'warehouseCode',
      title: '倉庫',
      render: (row) => `${row.warehouseCode} ${row.warehouseName}`,
    },
    quantityColumn('onHand', '実在庫数'),
    quantityColumn('allocated', '引当数'),
    quantityColumn('available', '引当可能数'),
    quantityColumn('nonSellable', '非販売在庫数'),
  ];
}

/** Beneath a ロット管理 product's row: its lots that day (ロット不明 for pieces without one). */
export function StockDailyLotRows({ row }: { row: StockDailyRowDto }) {
  return (
    <NestedRowsTable
      label={`${row.productName}（${row.warehouseName}）のロット別在庫`}
      emptyText="この日のロット別在庫はありません"
      empty={!row.lots?.length}
    >
      <Table.Thead>
        <Table.Tr>
          <Table.Th>ロット番号</Table.Th>
          <Table.Th>賞味期限</Table.Th>
          <Table.Th ta="right">実在庫数</Table.Th>
          <Table.Th ta="right">引当数</Table.Th>
          <Table.Th ta="right">引当可能数</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {row.lots?.map((lot) => (
          <Table.Tr key={lot.lotNo}>
            <Table.Td>{lot.lotNo || 'ロット不明'}</Table.Td>
            <Table.Td>{lot.expiresOn ?? '—'}</Table.Td>
            <Table.Td ta="right">{n(lot.onHand)}</Table.Td>
            <Table.Td ta="right">{n(lot.allocated)}</Table.Td>
            <Table.Td ta="right">{n(lot.available)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </NestedRowsTable>
  );
}

export function StockDailySearchFields({
  draft,
  change,
  defaultDate,
}: {
  draft: StockDailyFilters;
  change: (patch: Partial<StockDailyFilters>) => void;
  defaultDate: string;
}) {
  return (
    <>
      <DateField
        label="日付"
        value={draft.date ?? defaultDate}
        onChange={(date) => change({ date })}
        maxDate={toJstDate(new Date())}
        clearable={false}
        w={180}
      />
      {productWarehouseFields(draft, change)}
    </>
  );
}
