import { Text } from '@mantine/core';
import { WAREHOUSE_GROUP_SORT_FIELDS, type WarehouseGroupDto } from '@logi/shared';
import {
  defineListQuery,
  type FiltersOf,
  keywordFilter,
  type ResourceColumn,
  updatedAtColumn,
  searchFields,
} from '../../../components/resource/index.ts';

/** The list's URL query: a keyword, page and order (by name). */
export const WAREHOUSE_GROUP_LIST = defineListQuery({
  filters: { keyword: 'text' },
  sortFields: WAREHOUSE_GROUP_SORT_FIELDS,
  defaultSort: 'name',
});

type Filters = FiltersOf<typeof WAREHOUSE_GROUP_LIST.filters>;

export const WAREHOUSE_GROUP_COLUMNS: ResourceColumn<WarehouseGroupDto>[] = [
  { accessor: 'name', title: 'グループ名', sortable: true },
  {
    accessor: 'members',
    title: '所属倉庫（優先順）',
    render: (row) => (
      <Text size="sm">
        {row.members.map((member) => `${member.priority}. ${member.name}`).join('　')}
      </Text>
    ),
  },
  updatedAtColumn(),
];

export const warehouseGroupSearchFields = searchFields<Filters>(keywordFilter('グループ名', 240));

/** The list page's view: its URL query, its columns and its search form's fields. */
export const WAREHOUSE_GROUP_VIEW = {
  query: WAREHOUSE_GROUP_LIST,
  columns: WAREHOUSE_GROUP_COLUMNS,
  fields: warehouseGroupSearchFields,
};
