import { useState, type ReactNode } from 'react';
import { ActionIcon, Group, Stack, Tooltip } from '@mantine/core';
import {
  IconArrowBarToDown,
  IconArrowBarToUp,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronsLeft,
  IconChevronsRight,
  IconChevronUp,
} from '@tabler/icons-react';
import * as ops from './transfer-list-ops.ts';
import type { TransferId, TransferItem } from './transfer-list-ops.ts';
import { TransferListPanel } from './TransferListPanel.tsx';

export interface TransferListProps {
  /** Every candidate; the left list is those not in `selected`, in this order. */
  available: TransferItem[];
  /** The right list, in its chosen order. */
  selected: TransferItem[];
  onChange: (selected: TransferItem[]) => void;
  leftTitle?: string;
  rightTitle?: string;
  /** Adds a filter box above the left list; すべて追加 then adds the filtered items. */
  filterable?: boolean;
}

/** The dual-list transfer control of spec §2: click items to highlight, then move them. */
export function TransferList({
  available,
  selected,
  onChange,
  leftTitle = '選択可能',
  rightTitle = '選択済み',
  filterable = false,
}: TransferListProps) {
  const [active, setActive] = useState<ReadonlySet<TransferId>>(new Set());
  const [query, setQuery] = useState('');
  const left = ops
    .remainingItems(available, selected)
    .filter((item) => ops.matchesFilter(item, query));
  const hasActive = (items: readonly TransferItem[]) => items.some((item) => active.has(item.id));

  // Items that change sides lose their highlight; reordering keeps it so 上へ can be pressed again.
  const transfer = (next: TransferItem[], moved: readonly TransferItem[]) => {
    setActive(
      (current) => new Set([...current].filter((id) => !moved.some((item) => item.id === id))),
    );
    onChange(next);
  };

  return (
    <Group align="stretch" gap="sm" wrap="nowrap">
      <TransferListPanel
        title={leftTitle}
        items={left}
        active={active}
        onToggle={(id) => setActive((current) => ops.toggleActive(current, id))}
        filter={filterable ? { value: query, onChange: setQuery } : undefined}
      />
      <Stack justify="center" gap="xs">
        <Action
          label="追加"
          icon={<IconChevronRight />}
          disabled={!hasActive(left)}
          onClick={() => transfer(ops.addActive(left, selected, active), left)}
        />
        <Action
          label="すべて追加"
          icon={<IconChevronsRight />}
          disabled={left.length === 0}
          onClick={() => transfer(ops.addAll(left, selected), left)}
        />
        <Action
          label="削除"
          icon={<IconChevronLeft />}
          disabled={!hasActive(selected)}
          onClick={() => transfer(ops.removeActive(selected, active), selected)}
        />
        <Action
          label="すべて削除"
          icon={<IconChevronsLeft />}
          disabled={selected.length === 0}
          onClick={() => transfer([], selected)}
        />
      </Stack>
      <TransferListPanel
        title={rightTitle}
        items={selected}
        active={active}
        onToggle={(id) => setActive((current) => ops.toggleActive(current, id))}
      />
      <Stack justify="center" gap="xs">
        <Action
          label="先頭へ"
          icon={<IconArrowBarToUp />}
          disabled={!ops.canMoveUp(selected, active)}
          onClick={() => onChange(ops.moveToTop(selected, active))}
        />
        <Action
          label="上へ"
          icon={<IconChevronUp />}
          disabled={!ops.canMoveUp(selected, active)}
          onClick={() => onChange(ops.moveUp(selected, active))}
        />
        <Action
          label="下へ"
          icon={<IconChevronDown />}
          disabled={!ops.canMoveDown(selected, active)}
          onClick={() => onChange(ops.moveDown(selected, active))}
        />
        <Action
          label="末尾へ"
          icon={<IconArrowBarToDown />}
          disabled={!ops.canMoveDown(selected, active)}
          onClick={() => onChange(ops.moveToBottom(selected, active))}
        />
      </Stack>
    </Group>
  );
}

interface ActionProps {
  label: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
}

function Action({ label, icon, disabled, onClick }: ActionProps) {
  return (
    <Tooltip label={label} position="right" withArrow>
      <ActionIcon
        variant="default"
        size="lg"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
      >
        {icon}
      </ActionIcon>
    </Tooltip>
  );
}
