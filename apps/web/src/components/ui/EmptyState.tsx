import type { ReactNode } from 'react';
import { EmptyState as MantineEmptyState } from '@mantine/core';
import { IconDatabaseOff } from '@tabler/icons-react';
import { TEXTS } from '@logi/shared';

/** データがありませんでした, with optional actions (e.g. a register button) below it. */
export function EmptyState({ children }: { children?: ReactNode }) {
  return (
    <MantineEmptyState
      py="xl"
      size="sm"
      title={TEXTS.empty}
      icon={<IconDatabaseOff size={32} stroke={1.5} />}
      withIndicatorBackground
    >
      {children ? <MantineEmptyState.Actions>{children}</MantineEmptyState.Actions> : null}
    </MantineEmptyState>
  );
}
