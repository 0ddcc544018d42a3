import {
  VENDOR_LABELS as L,
  VENDOR_SORT_FIELDS,
  VENDOR_SYNC_STATUS_VALUES,
  VENDOR_SYNC_STATUSES,
  type VendorDto,
} from '@logi/shared';
import {
  choiceFilter,
  defineListQuery,
  type FiltersOf,
  keywordFilter,
  type ResourceColumn,
  updatedAtColumn,
  searchFields,
} from '../../../components/resource/index.ts';
import { selectOptions } from '../../../components/ui/index.ts';
import { VendorSyncBadge } from './VendorSyncBadge.tsx';

/** The vendor list's URL query: keyword, sync status, the page and the order (by code). */
export const VENDOR_LIST = defineListQuery({
  filters: { keyword: 'text', syncStatus: VENDOR_SYNC_STATUS_VALUES },
  sortFields: VENDOR_SORT_FIELDS,
  defaultSort: 'vendor_code',
});

type Filters = FiltersOf<typeof VENDOR_LIST.filters>;

export const VENDOR_COLUMNS: ResourceColumn<VendorDto>[] = [
  { accessor: 'vendorCode', title: L.vendorCode, sortable: true, sortKey: 'vendor_code' },
  { accessor: 'name', title: L.name, sortable: true },
  {
    accessor: 'supplierId',
    title: L.supplierId,
    render: (row) => (row.supplier ? `${row.supplier.code} ${row.supplier.name}` : ''),
  },
  { accessor: 'phone', title: L.phone },
  {
    accessor: 'syncStatus',
    title: L.syncStatus,
    sortable: true,
    sortKey: 'sync_status',
    render: (row) => <VendorSyncBadge status={row.syncStatus} />,
  },
  updatedAtColumn(L.updatedAt),
];

const SYNC_OPTIONS = selectOptions(
  VENDOR_SYNC_STATUS_VALUES,
  (value) => VENDOR_SYNC_STATUSES[value].label,
);

export const vendorSearchFields = searchFields<Filters>(
  keywordFilter('コード・名称・電話番号', 280),
  choiceFilter('syncStatus', L.syncStatus, SYNC_OPTIONS, 180),
);

/** The list page's view: its URL query, its columns and its search form's fields. */
export const VENDOR_VIEW = {
  query: VENDOR_LIST,
  columns: VENDOR_COLUMNS,
  fields: vendorSearchFields,
};
