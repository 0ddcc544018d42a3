import { Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { NOTIFICATION_TAG_VALUES, NOTIFICATION_TAGS, type NotificationTag } from '@logi/shared';
import { DateRangeFields, SearchButton, SelectField } from '../../../components/ui/index.ts';

export type NotificationFilters = {
  keyword: string;
  tag: NotificationTag | null;
  isPublished: boolean | null;
  publishedAtFrom: string | null;
  publishedAtTo: string | null;
};

export const EMPTY_FILTERS: NotificationFilters = {
  keyword: '',
  tag: null,
  isPublished: null,
  publishedAtFrom: null,
  publishedAtTo: null,
};

const TAG_OPTIONS = NOTIFICATION_TAG_VALUES.map((value) => ({
  value,
  label: NOTIFICATION_TAGS[value].label,
}));
const PUBLISHED_OPTIONS = [
  { value: 'true', label: '公開' },
  { value: 'false', label: '非公開' },
];

type Props = {
  initialFilters: NotificationFilters;
  onSearch: (filters: NotificationFilters) => void;
  loading?: boolean;
};

/** The admin list's filters; they apply when 検索 is pressed. */
export function NotificationSearchForm({ initialFilters, onSearch, loading }: Props) {
  const [filters, setFilters] = useState(initialFilters);
  const change = (patch: Partial<NotificationFilters>) =>
    setFilters((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch({ ...filters, keyword: filters.keyword.trim() });
  };

  return (
    <form onSubmit={submit} role="search" aria-label="お知らせの検索">
      <Group align="flex-end" gap="sm">
        <TextInput
          label="キーワード"
          placeholder="タイトル・本文"
          value={filters.keyword}
          onChange={(event) => change({ keyword: event.currentTarget.value })}
          w={240}
        />
        <SelectField
          label="タグ"
          data={TAG_OPTIONS}
          value={filters.tag}
          onChange={(tag) => change({ tag: tag as NotificationTag | null })}
          clearable
          w={180}
        />
        <SelectField
          label="公開状態"
          data={PUBLISHED_OPTIONS}
          value={filters.isPublished === null ? null : String(filters.isPublished)}
          onChange={(value) => change({ isPublished: value === null ? null : value === 'true' })}
          clearable
          w={180}
        />
        <DateRangeFields
          label="公開日"
          value={{ from: filters.publishedAtFrom, to: filters.publishedAtTo }}
          onChange={({ from, to }) => change({ publishedAtFrom: from, publishedAtTo: to })}
          fromLabel="公開日（開始）"
          toLabel="公開日（終了）"
        />
        <SearchButton loading={loading} />
      </Group>
    </form>
  );
}
