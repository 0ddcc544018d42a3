import { SUPPLIER_LABELS as L, SUPPLIER_SORT_FIELDS, type SupplierDto } from '@logi/shared';
import {
  defineListQuery,
  type FiltersOf,
  keywordFilter,
  type ResourceColumn,
  updatedAtColumn,
  searchFields,
} from '../../../components/resource/index.ts';

/** The supplier list's URL query: a keyword, the page and the order (by code). */
export const SUPPLIER_LIST = defineListQuery({
  filters: { keyword: 'text' },
  sortFields: SUPPLIER_SORT_FIELDS,
  defaultSort: 'code',
});

type Filters = FiltersOf<typeof SUPPLIER_LIST.filters>;

const addressOf = (s: SupplierDto) =>
  [s.prefecture, s.city, s.town, s.building].filter(Boolean).join(' ');

export const SUPPLIER_COLUMNS: ResourceColumn<SupplierDto>[] = [
  { accessor: 'code', title: L.code, sortable: true },
  { accessor: 'name', title: L.name, sortable: true },
  { accessor: 'nameKana', title: L.nameKana, sortable: true, sortKey: 'name_kana' },
  { accessor: 'prefecture', title: '住所', sortable: true, render: addressOf },
  { accessor: 'phone', title: L.phone },
  { accessor: 'contactName', title: L.contactName },
  updatedAtColumn(L.updatedAt),
];

export const supplierSearchFields = searchFields<Filters>(
  keywordFilter('コード・名称・カナ・担当者・電話番号', 320),
);

/** The list page's view: its URL query, its columns and its search form's fields. */
export const SUPPLIER_VIEW = {
  query: SUPPLIER_LIST,
  columns: SUPPLIER_COLUMNS,
  fields: supplierSearchFields,
};
