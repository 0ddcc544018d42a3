import {
  NOTIFICATION_SEARCH_PER_PAGE_DEFAULT,
  NOTIFICATION_SORT_FIELDS,
  NOTIFICATION_TAG_VALUES,
  NOTIFICATION_TAGS,
  type AdminNotificationDto,
} from '@logi/shared';
import {
  choiceFilter,
  defineListQuery,
  flagColumn,
  flagFilter,
  keywordFilter,
  searchFields,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';
import { DateRangeFields, selectOptions } from '../../../components/ui/index.ts';

const PUBLISHED_LABELS = { true: '公開', false: '非公開' };
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
  flagColumn<AdminNotificationDto>('isPublished', '公開状態', PUBLISHED_LABELS, 'is_published'),
];

const TAG_OPTIONS = selectOptions(
  NOTIFICATION_TAG_VALUES,
  (value) => NOTIFICATION_TAGS[value].label,
);

/** The search form's fields; they apply when 検索 is pressed. */
export const notificationSearchFields = searchFields<Filters>(
  keywordFilter('タイトル・本文', 240),
  choiceFilter('tag', 'タグ', TAG_OPTIONS, 180),
  flagFilter('isPublished', '公開状態', PUBLISHED_LABELS, 180),
  (draft, change) => (
    <DateRangeFields
      label="公開日"
      value={{ from: draft.publishedAtFrom, to: draft.publishedAtTo }}
      onChange={({ from, to }) => change({ publishedAtFrom: from, publishedAtTo: to })}
      fromLabel="公開日（開始）"
      toLabel="公開日（終了）"
    />
  ),
);
