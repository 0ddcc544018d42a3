import {
  PRODUCT_LABELS as L,
  PRODUCT_SALES_STATUS_VALUES,
  PRODUCT_SALES_STATUSES,
  PRODUCT_SORT_FIELDS,
  type ProductDto,
  type ProductSalesStatus,
} from '@logi/shared';
import { TextInput } from '@mantine/core';
import {
  choiceFilter,
  defineListQuery,
  keywordFilter,
  quantityColumn,
  searchFields,
  updatedAtColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { RemoteSelect, selectOptions, StateBadge } from '../../../components/ui/index.ts';
import { supplierSearchSource } from '../../../lib/master-options/index.ts';

/** The product list's URL query: keyword, JAN, sales status, supplier, the page and the order. */
export const PRODUCT_LIST = defineListQuery({
  filters: {
    keyword: 'text',
    janCode: 'text',
    salesStatus: PRODUCT_SALES_STATUS_VALUES,
    supplierId: 'integer',
  },
  sortFields: PRODUCT_SORT_FIELDS,
  defaultSort: 'product_code',
});

type Filters = FiltersOf<typeof PRODUCT_LIST.filters>;

const yen = (value: number) => `${value.toLocaleString('ja-JP')}円`;

export function SalesStatusBadge({ status }: { status: ProductSalesStatus }) {
  return <StateBadge state={PRODUCT_SALES_STATUSES[status]} />;
}

export const PRODUCT_COLUMNS: ResourceColumn<ProductDto>[] = [
  { accessor: 'productCode', title: L.productCode, sortable: true, sortKey: 'product_code' },
  { accessor: 'name', title: L.name, sortable: true },
  { accessor: 'janCode', title: L.janCode, sortable: true, sortKey: 'jan_code' },
  {
    accessor: 'price',
    title: L.price,
    sortable: true,
    textAlign: 'right',
    render: (row) => yen(row.price),
  },
  {
    accessor: 'salesStatus',
    title: L.salesStatus,
    sortable: true,
    sortKey: 'sales_status',
    render: (row) => <SalesStatusBadge status={row.salesStatus} />,
  },
  quantityColumn('stockOnHand', '実在庫数'),
  quantityColumn('stockAvailable', '引当可能数'),
  {
    accessor: 'supplierId',
    title: L.supplierId,
    render: (row) => (row.supplier ? `${row.supplier.code} ${row.supplier.name}` : ''),
  },
  updatedAtColumn('更新日時'),
];

const STATUS_OPTIONS = selectOptions(
  PRODUCT_SALES_STATUS_VALUES,
  (value) => PRODUCT_SALES_STATUSES[value].label,
);

export const productSearchFields = searchFields<Filters>(
  keywordFilter('商品コード・商品名', 260),
  // A JAN is at most 13 digits; typed on a numeric keypad.
  (draft, change) => (
    <TextInput
      label={L.janCode}
      inputMode="numeric"
      maxLength={13}
      value={draft.janCode ?? ''}
      onChange={(event) => change({ janCode: event.currentTarget.value || null })}
      w={170}
    />
  ),
  choiceFilter('salesStatus', L.salesStatus, STATUS_OPTIONS, 150),
  // Suppliers are searched on the server as typed; none is picked at first.
  (draft, change) => (
    <RemoteSelect
      label={L.supplierId}
      source={supplierSearchSource}
      value={draft.supplierId}
      initial={null}
      onChange={(supplierId) => change({ supplierId })}
      w={260}
    />
  ),
);

/** The list page's view: its URL query, its columns and its search form's fields. */
export const PRODUCT_VIEW = {
  query: PRODUCT_LIST,
  columns: PRODUCT_COLUMNS,
  fields: productSearchFields,
};
