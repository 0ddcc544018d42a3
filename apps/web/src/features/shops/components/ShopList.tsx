import {
  SHOP_ACTIVE_LABELS,
  SHOP_LABELS as L,
  SHOP_MALLS,
  SHOP_SORT_FIELDS,
  type ShopDto,
} from '@logi/shared';
import {
  choiceFilter,
  defineListQuery,
  flagColumn,
  type FiltersOf,
  flagFilter,
  keywordFilter,
  type ResourceColumn,
  updatedAtColumn,
  searchFields,
} from '../../../components/resource/index.ts';

/** The shop list's URL query: keyword, mall, 利用, the page and the order (by code). */
export const SHOP_LIST = defineListQuery({
  filters: { keyword: 'text', mall: SHOP_MALLS, isActive: 'boolean' },
  sortFields: SHOP_SORT_FIELDS,
  defaultSort: 'code',
});

type Filters = FiltersOf<typeof SHOP_LIST.filters>;

export const SHOP_COLUMNS: ResourceColumn<ShopDto>[] = [
  { accessor: 'code', title: L.code, sortable: true },
  { accessor: 'name', title: L.name, sortable: true },
  { accessor: 'mall', title: L.mall, sortable: true },
  {
    accessor: 'warehouseGroupId',
    title: L.warehouseGroupId,
    render: (row) => row.warehouseGroup?.name ?? '',
  },
  flagColumn<ShopDto>('isActive', L.isActive, SHOP_ACTIVE_LABELS, 'is_active'),

  updatedAtColumn(L.updatedAt),
];

export const shopSearchFields = searchFields<Filters>(
  keywordFilter('コード・名称・URL', 260),
  choiceFilter('mall', L.mall, [...SHOP_MALLS], 200),
  flagFilter('isActive', L.isActive, SHOP_ACTIVE_LABELS, 160),
);

/** The list page's view: its URL query, its columns and its search form's fields. */
export const SHOP_VIEW = { query: SHOP_LIST, columns: SHOP_COLUMNS, fields: shopSearchFields };
