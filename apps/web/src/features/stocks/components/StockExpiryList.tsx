import { Link } from 'react-router';
import { Anchor } from '@mantine/core';
import { EXPIRY_STATES, STOCK_EXPIRY_LABELS as L, type StockExpiryRowDto } from '@logi/shared';
import {
  defineListQuery,
  quantityColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';

/** 賞味期限管理's URL state: the view (blank: 期限切れ間近), a product keyword and a warehouse. */
export const STOCK_EXPIRY_LIST = defineListQuery({
  filters: { state: EXPIRY_STATES, keyword: 'text', warehouseId: 'integer' },
  sortFields: ['expires_on'] as const,
  defaultSort: 'expires_on',
  perPage: 50,
});
export type StockExpiryFilters = FiltersOf<typeof STOCK_EXPIRY_LIST.filters>;

const n = (value: number) => value.toLocaleString('ja-JP');

/** 残り日数: the days left, or how long ago it expired. */
const daysLeft = (days: number) => (days < 0 ? `${n(-days)}日超過` : `${n(days)}日`);

export const STOCK_EXPIRY_COLUMNS: ResourceColumn<StockExpiryRowDto>[] = [
  {
    accessor: 'productCode',
    title: L.productCode,
    // The stock row's page shows every lot of it and its history.
    render: (row) => (
      <Anchor component={Link} to={paths.stocks.edit(row.stockId)} size="sm">
        {row.productCode}
      </Anchor>
    ),
  },
  { accessor: 'productName', title: L.productName },
  {
    accessor: 'warehouseCode',
    title: L.warehouse,
    render: (row) => `${row.warehouseCode} ${row.warehouseName}`,
  },
  { accessor: 'lotNo', title: L.lotNo, render: (row) => row.lotNo || 'ロット不明' },
  { accessor: 'expiresOn', title: L.expiresOn, sortable: true, sortKey: 'expires_on' },
  {
    accessor: 'daysLeft',
    title: L.daysLeft,
    textAlign: 'right',
    render: (row) => daysLeft(row.daysLeft),
  },
  quantityColumn('onHand', L.onHand),
  quantityColumn('allocated', L.allocated),
];
