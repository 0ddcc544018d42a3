import { Text } from '@mantine/core';
import { WAREHOUSE_GROUP_SORT_FIELDS, type WarehouseGroupDto } from '@logi/shared';
import {
  defineListQuery,
  KeywordField,
  updatedAtColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';

/** The list's URL query: a keyword, page and order (by name). */
export const WAREHOUSE_GROUP_LIST = defineListQuery({
  filters: { keyword: 'text' },
  sortFields: WAREHOUSE_GROUP_SORT_FIELDS,
  defaultSort: 'name',
  defaultDirection: 'asc',
  perPage: 20,
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

export function warehouseGroupSearchFields(
  draft: Filters,
  change: (patch: Partial<Filters>) => void,
) {
  return (
    <KeywordField
      placeholder="グループ名"
      value={draft.keyword}
      onChange={(keyword) => change({ keyword })}
      width={240}
    />
  );
}

/** The list page's view: its URL query, its columns and its search form's fields. */
export const WAREHOUSE_GROUP_VIEW = {
  query: WAREHOUSE_GROUP_LIST,
  columns: WAREHOUSE_GROUP_COLUMNS,
  fields: warehouseGroupSearchFields,
};
