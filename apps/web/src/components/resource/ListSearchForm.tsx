import { Button, Group } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { TEXTS } from '@logi/shared';
import { SearchButton } from '../ui/index.ts';
import classes from './list-search-form.module.css';

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

/** A filter other than the keyword is set: the form opens with every field shown. */
function hasDetailFilters<F>(filters: F): boolean {
  return Object.entries(filters as Record<string, unknown>).some(
    ([key, value]) =>
      key !== 'keyword' &&
      value !== null &&
      value !== undefined &&
      value !== false &&
      !(Array.isArray(value) && value.length === 0),
  );
}

/**
 * A list's search form (role search): fields edit a draft; 検索 applies it. Keyed by the URL's
 * filters by its parent, so 戻る or a new link shows the filters of that URL. It is one line (the
 * first field) until 詳細検索 shows the rest, so the rows start high on a laptop screen.
 */
export function ListSearchForm<F>({
  label,
  filters,
  onSearch,
  loading,
  children,
}: ListSearchFormProps<F>) {
  const [draft, setDraft] = useState(filters);
  const [expanded, setExpanded] = useState(() => hasDetailFilters(filters));
  const fieldsId = useId();
  const change = (patch: Partial<F>) => setDraft((current) => ({ ...current, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(trimmed(draft));
  };
  return (
    <form
      onSubmit={submit}
      role="search"
      aria-label={label}
      className={classes.form}
      data-expanded={expanded ? '' : undefined}
    >
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Group
          id={fieldsId}
          align="flex-end"
          gap="sm"
          className={classes.fields}
          data-collapsed={expanded ? undefined : ''}
        >
          {children(draft, change)}
        </Group>
        <SearchButton loading={loading} />
        <Button
          variant="subtle"
          leftSection={<IconAdjustmentsHorizontal size={18} />}
          aria-expanded={expanded}
          aria-controls={fieldsId}
          onClick={() => setExpanded((now) => !now)}
        >
          {TEXTS.advancedSearch}
        </Button>
      </Group>
    </form>
  );
}
