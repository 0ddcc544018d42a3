import { Anchor, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import {
  PAGE_TITLES,
  WAREHOUSE_IN_USE_LABELS,
  WAREHOUSE_SORT_FIELDS,
  WAREHOUSE_TYPE_VALUES,
  WAREHOUSE_TYPES,
  type WarehouseDto,
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
import { selectOptions } from '../../../components/ui/index.ts';
import { paths } from '../../../lib/paths.ts';

/** The list's URL query: filters, page and order (by code). */
export const WAREHOUSE_LIST = defineListQuery({
  filters: { keyword: 'text', type: WAREHOUSE_TYPE_VALUES, inUse: 'boolean' },
  sortFields: WAREHOUSE_SORT_FIELDS,
  defaultSort: 'code',
});

type Filters = FiltersOf<typeof WAREHOUSE_LIST.filters>;

export const WAREHOUSE_COLUMNS: ResourceColumn<WarehouseDto>[] = [
  { accessor: 'code', title: '倉庫コード', sortable: true },
  { accessor: 'name', title: '名称', sortable: true },
  {
    accessor: 'type',
    title: '倉庫タイプ',
    sortable: true,
    render: (row) => WAREHOUSE_TYPES[row.type],
  },
  flagColumn<WarehouseDto>('inUse', '利用', WAREHOUSE_IN_USE_LABELS, 'in_use'),
  {
    accessor: 'appSettingName',
    title: 'システム連携設定',
    render: (row) => row.appSettingName ?? '—',
  },
  {
    // Shelves (棚番) exist only where we pick ourselves.
    accessor: 'locations',
    title: PAGE_TITLES.locations.list,
    render: (row) =>
      row.type === 'own' ? (
        <Anchor component={Link} to={paths.locations.list(row.id)} size="sm">
          {PAGE_TITLES.locations.list}
          <VisuallyHidden>（{row.name}）</VisuallyHidden>
        </Anchor>
      ) : (
        '—'
      ),
  },
  { accessor: 'cutoffTime', title: '出荷締め時刻', sortable: true, sortKey: 'cutoff_time' },
  {
    accessor: 'prefecture',
    title: '所在地',
    render: (row) => [row.prefecture, row.city].filter(Boolean).join(' ') || '—',
  },
  updatedAtColumn(),
];

const TYPE_OPTIONS = selectOptions(WAREHOUSE_TYPE_VALUES, (value) => WAREHOUSE_TYPES[value]);

export const warehouseSearchFields = searchFields<Filters>(
  keywordFilter('倉庫コード・名称', 240),
  choiceFilter('type', '倉庫タイプ', TYPE_OPTIONS, 180),
  flagFilter('inUse', '利用', WAREHOUSE_IN_USE_LABELS, 160),
);

/** The list page's view: its URL query, its columns and its search form's fields. */
export const WAREHOUSE_VIEW = {
  query: WAREHOUSE_LIST,
  columns: WAREHOUSE_COLUMNS,
  fields: warehouseSearchFields,
};
