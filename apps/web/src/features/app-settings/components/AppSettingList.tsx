import { Badge, Group, Text } from '@mantine/core';
import {
  ACTIVE_LABELS,
  CREDENTIALS_UNREADABLE_MESSAGE,
  APP_SETTING_KIND_VALUES,
  APP_SETTING_KINDS,
  APP_SETTING_SORT_FIELDS,
  type AppSettingDto,
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

/** The list's URL query: filters, page and order (by name). */
export const APP_SETTING_LIST = defineListQuery({
  filters: { keyword: 'text', kind: APP_SETTING_KIND_VALUES, isActive: 'boolean' },
  sortFields: APP_SETTING_SORT_FIELDS,
  defaultSort: 'name',
});

type Filters = FiltersOf<typeof APP_SETTING_LIST.filters>;

export const APP_SETTING_COLUMNS: ResourceColumn<AppSettingDto>[] = [
  {
    accessor: 'name',
    title: '名称',
    sortable: true,
    // A setting whose credentials the current SECRETS_KEY cannot open is marked, to type anew.
    render: (row) => (
      <Group gap={6} wrap="nowrap">
        <Text size="sm">{row.name}</Text>
        {row.credentialsUnreadable ? (
          <Badge color="red" variant="light" title={CREDENTIALS_UNREADABLE_MESSAGE}>
            要再入力
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    accessor: 'kind',
    title: '連携種別',
    sortable: true,
    render: (row) => APP_SETTING_KINDS[row.kind],
  },
  { accessor: 'endpointUrl', title: '接続先URL' },
  flagColumn<AppSettingDto>('isActive', '有効', ACTIVE_LABELS, 'is_active'),

  {
    accessor: 'lastTest',
    title: '前回の接続テスト',
    render: (row) =>
      row.lastTest ? (
        <Badge
          variant="light"
          color={row.lastTest.succeeded ? 'teal' : 'red'}
          title={row.lastTest.message}
        >
          {row.lastTest.succeeded ? '成功' : '失敗'}
        </Badge>
      ) : (
        '—'
      ),
  },
  updatedAtColumn(),
];

const KIND_OPTIONS = selectOptions(APP_SETTING_KIND_VALUES, (value) => APP_SETTING_KINDS[value]);

export const appSettingSearchFields = searchFields<Filters>(
  keywordFilter('名称', 240),
  choiceFilter('kind', '連携種別', KIND_OPTIONS, 180),
  flagFilter('isActive', '有効', ACTIVE_LABELS, 140),
);

/** The list page's view: its URL query, its columns and its search form's fields. */
export const APP_SETTING_VIEW = {
  query: APP_SETTING_LIST,
  columns: APP_SETTING_COLUMNS,
  fields: appSettingSearchFields,
};
