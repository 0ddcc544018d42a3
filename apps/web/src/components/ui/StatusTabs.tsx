import { Tabs } from '@mantine/core';
import { TEXTS } from '@logi/shared';

export type StatusTabsProps<Status extends string> = {
  statuses: readonly Status[];
  labelOf: (status: Status) => string;
  /** Each status's count, and `all` for すべて; a count not known yet shows no figure. */
  counts: Partial<Record<Status | 'all', number>>;
  /** The selected status; null is すべて (no status filter). */
  value: Status | null;
  ariaLabel: string;
  onChange: (status: Status | null) => void;
};

/**
 * A list's status tabs with their counts, すべて first. Twelve statuses fit one row of a 1366 px
 * screen: a tighter, smaller tab than Mantine's (e2e density.spec.ts). Arrow keys move between tabs.
 */
export function StatusTabs<Status extends string>({
  statuses,
  labelOf,
  counts,
  value,
  ariaLabel,
  onChange,
}: StatusTabsProps<Status>) {
  const withCount = (label: string, count: number | undefined) =>
    count === undefined ? label : `${label} (${count})`;
  return (
    <Tabs
      value={value ?? 'all'}
      styles={{ tab: { padding: '6px 8px', fontSize: 13 } }}
      onChange={(next) => onChange(next === 'all' || next === null ? null : (next as Status))}
    >
      <Tabs.List aria-label={ariaLabel}>
        <Tabs.Tab value="all">{withCount(TEXTS.allStatuses, counts.all)}</Tabs.Tab>
        {statuses.map((status) => (
          <Tabs.Tab key={status} value={status}>
            {withCount(labelOf(status), counts[status])}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
