import { Badge, Text, TextInput } from '@mantine/core';
import {
  ACTIVE_LABELS,
  APP_SETTING_KIND_VALUES,
  APP_SETTING_KINDS,
  APP_SETTING_SORT_FIELDS,
  formatDateTime,
  type AppSettingDto,
  type AppSettingKind,
} from '@logi/shared';
import {
  defineListQuery,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { SelectField } from '../../../components/ui/index.ts';

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
  { accessor: 'name', title: '名称', sortable: true },
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
        <Badge variant="light" color={row.lastTest.succeeded ? 'teal' : 'yellow'}>
          {row.lastTest.succeeded ? '成功' : '未確認'}
        </Badge>
      ) : (
        '—'
      ),
  },
  {
    accessor: 'updatedAt',
    title: '更新日時',
    sortable: true,
    sortKey: 'updated_at',
    render: (row) => formatDateTime(row.updatedAt),
  },
];

const KIND_OPTIONS = APP_SETTING_KIND_VALUES.map((value) => ({
  value,
  label: APP_SETTING_KINDS[value],
}));
const ACTIVE_OPTIONS = [
  { value: 'true', label: ACTIVE_LABELS.true },
  { value: 'false', label: ACTIVE_LABELS.false },
];

export function appSettingSearchFields(draft: Filters, change: (patch: Partial<Filters>) => void) {
  return (
    <>
      <TextInput
        label="キーワード"
        placeholder="名称"
        value={draft.keyword ?? ''}
        onChange={(event) => change({ keyword: event.currentTarget.value })}
        w={240}
      />
      <SelectField
        label="連携種別"
        data={KIND_OPTIONS}
        value={draft.kind}
        onChange={(kind) => change({ kind: kind as AppSettingKind | null })}
        clearable
        w={180}
      />
      <SelectField
        label="有効"
        data={ACTIVE_OPTIONS}
        value={draft.isActive === null ? null : String(draft.isActive)}
        onChange={(value) => change({ isActive: value === null ? null : value === 'true' })}
        clearable
        w={140}
      />
    </>
  );
}
