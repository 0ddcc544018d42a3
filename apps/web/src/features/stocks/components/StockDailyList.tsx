import { toJstDate, type StockDailyRowDto } from '@logi/shared';
import {
  defineListQuery,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { DateField } from '../../../components/ui/index.ts';
import { ProductWarehouseFields } from './ProductWarehouseFields.tsx';

/** 日次在庫表's URL state: the day (blank: yesterday), a product keyword and a warehouse. */
export const STOCK_DAILY_LIST = defineListQuery({
  filters: { date: 'text', keyword: 'text', warehouseId: 'integer' },
  sortFields: ['product_code'] as const,
  defaultSort: 'product_code',
  defaultDirection: 'asc',
  perPage: 50,
});
export type StockDailyFilters = FiltersOf<typeof STOCK_DAILY_LIST.filters>;

const n = (value: number) => value.toLocaleString('ja-JP');
const figure = (accessor: keyof StockDailyRowDto & string, title: string) =>
  ({
    accessor,
    title,
    textAlign: 'right',
    render: (row) => n(row[accessor] as number),
  }) satisfies ResourceColumn<StockDailyRowDto>;

export const STOCK_DAILY_COLUMNS: ResourceColumn<StockDailyRowDto>[] = [
  { accessor: 'productCode', title: '商品コード' },
  { accessor: 'productName', title: '商品名' },
  {
    accessor: 'warehouseCode',
    title: '倉庫',
    render: (row) => `${row.warehouseCode} ${row.warehouseName}`,
  },
  figure('onHand', '実在庫数'),
  figure('allocated', '引当数'),
  figure('available', '引当可能数'),
  figure('nonSellable', '非販売在庫数'),
];

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
      <ProductWarehouseFields draft={draft} change={change} />
    </>
  );
}
