import {
  SEARCH_PER_PAGE_DEFAULT,
  VENDOR_LABELS as L,
  VENDOR_SORT_FIELDS,
  VENDOR_SYNC_STATUS_VALUES,
  VENDOR_SYNC_STATUSES,
  type VendorDto,
  type VendorSyncStatus,
} from '@logi/shared';
import {
  defineListQuery,
  KeywordField,
  updatedAtColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { SelectField, selectOptions } from '../../../components/ui/index.ts';
import { VendorSyncBadge } from './VendorSyncBadge.tsx';

/** The vendor list's URL query: keyword, sync status, the page and the order (by code). */
export const VENDOR_LIST = defineListQuery({
  filters: { keyword: 'text', syncStatus: VENDOR_SYNC_STATUS_VALUES },
  sortFields: VENDOR_SORT_FIELDS,
  defaultSort: 'vendor_code',
  defaultDirection: 'asc',
  perPage: SEARCH_PER_PAGE_DEFAULT,
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

export function vendorSearchFields(draft: Filters, change: (patch: Partial<Filters>) => void) {
  return (
    <>
      <KeywordField
        placeholder="コード・名称・電話番号"
        value={draft.keyword}
        onChange={(keyword) => change({ keyword })}
        width={280}
      />
      <SelectField
        label={L.syncStatus}
        data={SYNC_OPTIONS}
        value={draft.syncStatus}
        onChange={(value) => change({ syncStatus: value as VendorSyncStatus | null })}
        clearable
        w={180}
      />
    </>
  );
}

/** The list page's view: its URL query, its columns and its search form's fields. */
export const VENDOR_VIEW = {
  query: VENDOR_LIST,
  columns: VENDOR_COLUMNS,
  fields: vendorSearchFields,
};
