import { Text, TextInput } from '@mantine/core';
import {
  NOTIFICATION_SEARCH_PER_PAGE_DEFAULT,
  NOTIFICATION_SORT_FIELDS,
  NOTIFICATION_TAG_VALUES,
  NOTIFICATION_TAGS,
  type AdminNotificationDto,
  type NotificationTag,
} from '@logi/shared';
import {
  defineListQuery,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { DateRangeFields, SelectField, selectOptions } from '../../../components/ui/index.ts';
import { NotificationBadges } from './NotificationTagBadge.tsx';

/** The admin list's URL query: filters, page and order (newest publishing day first). */
export const NOTIFICATION_LIST = defineListQuery({
  filters: {
    keyword: 'text',
    tag: NOTIFICATION_TAG_VALUES,
    isPublished: 'boolean',
    publishedAtFrom: 'text',
    publishedAtTo: 'text',
  },
  sortFields: NOTIFICATION_SORT_FIELDS,
  defaultSort: 'published_at',
  defaultDirection: 'desc',
  perPage: NOTIFICATION_SEARCH_PER_PAGE_DEFAULT,
});

type Filters = FiltersOf<typeof NOTIFICATION_LIST.filters>;

/** ID, タイトル, タグ, 公開日 and 公開状態; all but タグ sort on the server. */
export const NOTIFICATION_COLUMNS: ResourceColumn<AdminNotificationDto>[] = [
  { accessor: 'id', title: 'ID', sortable: true, width: 80 },
  { accessor: 'title', title: 'タイトル', sortable: true },
  {
    accessor: 'tag',
    title: 'タグ',
    render: (row) => (
      <NotificationBadges {...NOTIFICATION_TAGS[row.tag]} important={row.isImportant} />
    ),
  },
  { accessor: 'publishedAt', title: '公開日', sortable: true, sortKey: 'published_at' },
  {
    accessor: 'isPublished',
    title: '公開状態',
    sortable: true,
    sortKey: 'is_published',
    render: (row) => (
      <Text size="sm" c={row.isPublished ? undefined : 'dimmed'}>
        {row.isPublished ? '公開' : '非公開'}
      </Text>
    ),
  },
];

const TAG_OPTIONS = selectOptions(
  NOTIFICATION_TAG_VALUES,
  (value) => NOTIFICATION_TAGS[value].label,
);
const PUBLISHED_OPTIONS = [
  { value: 'true', label: '公開' },
  { value: 'false', label: '非公開' },
];

/** The search form's fields; they apply when 検索 is pressed. */
export function notificationSearchFields(
  draft: Filters,
  change: (patch: Partial<Filters>) => void,
) {
  return (
    <>
      <TextInput
        label="キーワード"
        placeholder="タイトル・本文"
        value={draft.keyword ?? ''}
        onChange={(event) => change({ keyword: event.currentTarget.value })}
        w={240}
      />
      <SelectField
        label="タグ"
        data={TAG_OPTIONS}
        value={draft.tag}
        onChange={(tag) => change({ tag: tag as NotificationTag | null })}
        clearable
        w={180}
      />
      <SelectField
        label="公開状態"
        data={PUBLISHED_OPTIONS}
        value={draft.isPublished === null ? null : String(draft.isPublished)}
        onChange={(value) => change({ isPublished: value === null ? null : value === 'true' })}
        clearable
        w={180}
      />
      <DateRangeFields
        label="公開日"
        value={{ from: draft.publishedAtFrom, to: draft.publishedAtTo }}
        onChange={({ from, to }) => change({ publishedAtFrom: from, publishedAtTo: to })}
        fromLabel="公開日（開始）"
        toLabel="公開日（終了）"
      />
    </>
  );
}
