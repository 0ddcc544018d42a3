import { Badge, Group, Text } from '@mantine/core';
import {
  ACTIVE_LABELS,
  CREDENTIALS_UNREADABLE_MESSAGE,
  APP_SETTING_KIND_VALUES,
  APP_SETTING_KINDS,
  APP_SETTING_SORT_FIELDS,
  type AppSettingDto,
  type AppSettingKind,
} from '@logi/shared';
import {
  defineListQuery,
  FlagFilterField,
  KeywordField,
  updatedAtColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { SelectField, selectOptions } from '../../../components/ui/index.ts';

/** The list's URL query: filters, page and order (by name). */
export const APP_SETTING_LIST = defineListQuery({
  filters: { keyword: 'text', kind: APP_SETTING_KIND_VALUES, isActive: 'boolean' },
  sortFields: APP_SETTING_SORT_FIELDS,
  defaultSort: 'name',
  defaultDirection: 'asc',
  perPage: 20,
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
  {
    accessor: 'isActive',
    title: '有効',
    sortable: true,
    sortKey: 'is_active',
    render: (row) => (
      <Text size="sm" c={row.isActive ? undefined : 'dimmed'}>
        {ACTIVE_LABELS[`${row.isActive}`]}
      </Text>
    ),
  },
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

export function appSettingSearchFields(draft: Filters, change: (patch: Partial<Filters>) => void) {
  return (
    <>
      <KeywordField
        placeholder="名称"
        value={draft.keyword}
        onChange={(keyword) => change({ keyword })}
        width={240}
      />
      <SelectField
        label="連携種別"
        data={KIND_OPTIONS}
        value={draft.kind}
        onChange={(kind) => change({ kind: kind as AppSettingKind | null })}
        clearable
        w={180}
      />
      <FlagFilterField
        label={'有効'}
        labels={ACTIVE_LABELS}
        value={draft.isActive}
        onChange={(isActive) => change({ isActive })}
        width={140}
      />
    </>
  );
}

/** The list page's view: its URL query, its columns and its search form's fields. */
export const APP_SETTING_VIEW = {
  query: APP_SETTING_LIST,
  columns: APP_SETTING_COLUMNS,
  fields: appSettingSearchFields,
};
