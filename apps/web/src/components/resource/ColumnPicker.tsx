import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconColumns3 } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { COLUMN_PICKER_TEXTS as T } from '@logi/shared';
import type { ColumnLayout } from './use-column-layout.ts';

type Moved = { accessor: string; step: -1 | 1 };

/**
 * 表示列: a checkbox per column and 上へ/下へ to order them, 初期状態に戻す; kept per person and list.
 * Our own, in place of mantine-datatable's header menu and drag handles, which fail axe (decision 047).
 */
export function ColumnPicker({ layout }: { layout: ColumnLayout }) {
  const [moved, setMoved] = useState<Moved | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const shown = layout.columns.filter((column) => layout.isVisible(column.accessor));
  const last = layout.columns.length - 1;

  // A moved column keeps the focus on its button, or on the other one when it reached an end;
  // keyed by the order, so other re-renders (a checkbox) leave the focus where it is.
  const order = layout.columns.map((column) => column.accessor).join('\u0000');
  useEffect(() => {
    if (!moved) return;
    const index = order.split('\u0000').indexOf(moved.accessor);
    const atEnd = moved.step === -1 ? index === 0 : index === last;
    const step = atEnd ? -moved.step : moved.step;
    buttons.current.get(`${moved.accessor}:${step}`)?.focus();
  }, [moved, order, last]);

  const move = (accessor: string, step: -1 | 1) => {
    layout.move(accessor, step);
    setMoved({ accessor, step });
  };

  return (
    <Popover position="bottom-end" width={300} withinPortal trapFocus returnFocus shadow="md">
      {/* An icon named 表示列 (screen readers, tooltip): a list's toolbar keeps one row at 1366 px. */}
      <Popover.Target>
        <ActionIcon variant="default" size={36} aria-label={T.button} title={T.button}>
          <IconColumns3 size={18} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      {/* A dialog named by its button (表示列), as Mantine's Popover makes it. */}
      <Popover.Dropdown>
        <Text fw={700} size="sm" mb="xs">
          {T.title}
        </Text>
        <Stack gap={4} role="list">
          {layout.columns.map((column, index) => {
            const visible = layout.isVisible(column.accessor);
            return (
              <Group key={column.accessor} justify="space-between" wrap="nowrap" role="listitem">
                <Checkbox
                  label={column.title}
                  checked={visible}
                  // One column stays: a table without columns shows nothing to choose from.
                  disabled={visible && shown.length === 1}
                  onChange={(event) =>
                    layout.setVisible(column.accessor, event.currentTarget.checked)
                  }
                />
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={T.up(column.title)}
                    title={T.up(column.title)}
                    disabled={index === 0}
                    ref={(node) => void buttons.current.set(`${column.accessor}:-1`, node)}
                    onClick={() => move(column.accessor, -1)}
                  >
                    <IconArrowUp size={16} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="gray"
                    aria-label={T.down(column.title)}
                    title={T.down(column.title)}
                    disabled={index === last}
                    ref={(node) => void buttons.current.set(`${column.accessor}:1`, node)}
                    onClick={() => move(column.accessor, 1)}
                  >
                    <IconArrowDown size={16} />
                  </ActionIcon>
                </Group>
              </Group>
            );
          })}
        </Stack>
        <Button
          variant="subtle"
          size="xs"
          mt="sm"
          onClick={() => {
            setMoved(null);
            layout.reset();
          }}
        >
          {T.reset}
        </Button>
      </Popover.Dropdown>
    </Popover>
  );
}
