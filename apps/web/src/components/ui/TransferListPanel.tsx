import type { KeyboardEvent } from 'react';
import { Box, Group, Paper, ScrollArea, Text, TextInput } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import type { ActiveIds, TransferId, TransferItem } from './transfer-list-ops.ts';

export interface TransferListPanelProps {
  title: string;
  items: readonly TransferItem[];
  active: ActiveIds;
  onToggle: (id: TransferId) => void;
  /** Present only when the panel has a filter box. */
  filter?: { value: string; onChange: (value: string) => void };
}

/** One side of the transfer control: a titled, scrollable multi-select list. */
export function TransferListPanel({
  title,
  items,
  active,
  onToggle,
  filter,
}: TransferListPanelProps) {
  const toggleOnKey = (event: KeyboardEvent, id: TransferId) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onToggle(id);
  };

  return (
    <Paper withBorder radius="sm" style={{ flex: 1, minWidth: 0 }}>
      <Group justify="space-between" px="sm" py={8} bg="var(--mantine-color-default-hover)">
        <Text fw={700} size="sm">
          {title}
        </Text>
        <Text size="xs" c="dimmed">
          {items.length}件
        </Text>
      </Group>
      {filter ? (
        <Box px="sm" pt="xs">
          <TextInput
            size="xs"
            aria-label={`${title}を絞り込み`}
            placeholder="絞り込み"
            leftSection={<IconFilter size={14} />}
            value={filter.value}
            onChange={(event) => filter.onChange(event.currentTarget.value)}
          />
        </Box>
      ) : null}
      <ScrollArea h={280} p={6}>
        <div role="listbox" aria-label={title} aria-multiselectable="true">
          {items.map((item) => {
            const isActive = active.has(item.id);
            return (
              <Box
                key={item.id}
                role="option"
                aria-selected={isActive}
                tabIndex={0}
                onClick={() => onToggle(item.id)}
                onKeyDown={(event) => toggleOnKey(event, item.id)}
                px="sm"
                py={6}
                mb={2}
                style={{
                  cursor: 'pointer',
                  userSelect: 'none',
                  borderRadius: 'var(--mantine-radius-sm)',
                  backgroundColor: isActive ? 'var(--mantine-primary-color-light)' : undefined,
                  outlineOffset: -2,
                }}
              >
                <Text
                  size="sm"
                  fw={isActive ? 700 : 500}
                  c={isActive ? 'var(--mantine-primary-color-light-color)' : undefined}
                >
                  {item.name}
                </Text>
                {item.description?.map((line, index) => (
                  <Text key={index} size="xs" c="dimmed">
                    {line}
                  </Text>
                ))}
              </Box>
            );
          })}
        </div>
      </ScrollArea>
    </Paper>
  );
}
