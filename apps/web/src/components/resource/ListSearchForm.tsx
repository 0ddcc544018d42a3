import { Group } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { SearchButton } from '../ui/index.ts';

export type ListSearchFormProps<F> = {
  /** The search's accessible name, e.g. ショップの検索. */
  label: string;
  /** The filters in the URL; the form starts from them. */
  filters: F;
  /** 検索: the new filters (the page goes back to 1). */
  onSearch: (filters: F) => void;
  loading?: boolean;
  /** The fields, given the draft and a way to change it. */
  children: (draft: F, change: (patch: Partial<F>) => void) => ReactNode;
};

// Texts are trimmed on search, so ' 東京 ' and '東京' are one search (and one URL).
function trimmed<F>(filters: F): F {
  const entries = Object.entries(filters as Record<string, unknown>).map(([key, value]) => [
    key,
    typeof value === 'string' ? value.trim() || null : value,
  ]);
  return Object.fromEntries(entries) as F;
}

/**
 * A list's search form (role search): fields edit a draft; 検索 applies it. Keyed by the URL's
 * filters by its parent, so 戻る or a new link shows the filters of that URL.
 */
export function ListSearchForm<F>({
  label,
  filters,
  onSearch,
  loading,
  children,
}: ListSearchFormProps<F>) {
  const [draft, setDraft] = useState(filters);
  const change = (patch: Partial<F>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(trimmed(draft));
  };
  return (
    <form onSubmit={submit} role="search" aria-label={label}>
      <Group align="flex-end" gap="sm">
        {children(draft, change)}
        <SearchButton loading={loading} />
      </Group>
    </form>
  );
}
