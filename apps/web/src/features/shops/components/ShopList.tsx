import { Text } from '@mantine/core';
import {
  SEARCH_PER_PAGE_DEFAULT,
  SHOP_ACTIVE_LABELS,
  SHOP_LABELS as L,
  SHOP_MALLS,
  SHOP_SORT_FIELDS,
  type ShopDto,
  type ShopMall,
} from '@logi/shared';
import {
  defineListQuery,
  FlagFilterField,
  KeywordField,
  updatedAtColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { SelectField } from '../../../components/ui/index.ts';

/** The shop list's URL query: keyword, mall, 利用, the page and the order (by code). */
export const SHOP_LIST = defineListQuery({
  filters: { keyword: 'text', mall: SHOP_MALLS, isActive: 'boolean' },
  sortFields: SHOP_SORT_FIELDS,
  defaultSort: 'code',
  defaultDirection: 'asc',
  perPage: SEARCH_PER_PAGE_DEFAULT,
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
  {
    accessor: 'isActive',
    title: L.isActive,
    sortable: true,
    sortKey: 'is_active',
    render: (row) => (
      <Text size="sm" c={row.isActive ? undefined : 'dimmed'}>
        {SHOP_ACTIVE_LABELS[`${row.isActive}`]}
      </Text>
    ),
  },
  updatedAtColumn(L.updatedAt),
];

export function shopSearchFields(draft: Filters, change: (patch: Partial<Filters>) => void) {
  return (
    <>
      <KeywordField
        placeholder="コード・名称・URL"
        value={draft.keyword}
        onChange={(keyword) => change({ keyword })}
        width={260}
      />
      <SelectField
        label={L.mall}
        data={[...SHOP_MALLS]}
        value={draft.mall}
        onChange={(mall) => change({ mall: mall as ShopMall | null })}
        clearable
        w={200}
      />
      <FlagFilterField
        label={L.isActive}
        labels={SHOP_ACTIVE_LABELS}
        value={draft.isActive}
        onChange={(isActive) => change({ isActive })}
        width={160}
      />
    </>
  );
}

/** The list page's view: its URL query, its columns and its search form's fields. */
export const SHOP_VIEW = { query: SHOP_LIST, columns: SHOP_COLUMNS, fields: shopSearchFields };
