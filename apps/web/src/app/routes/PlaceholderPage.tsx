import { Paper } from '@mantine/core';
import { EmptyState } from '../../components/ui/index.ts';

/** Business pages whose content arrives with later features show the standard empty state. */
export function PlaceholderPage() {
  return (
    <Paper withBorder p="md">
      <EmptyState />
    </Paper>
  );
}
