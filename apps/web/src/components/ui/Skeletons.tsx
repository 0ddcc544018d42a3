import { Group, Skeleton, Stack } from '@mantine/core';

/** Grey placeholder rows shaped like a list table while its data loads. */
export function TableSkeleton({ rows = 5, columns = 4 }: { rows?: number; columns?: number }) {
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label="読み込み中">
      {Array.from({ length: rows + 1 }, (_, row) => (
        <Group key={row} gap={6} wrap="nowrap">
          {Array.from({ length: columns }, (_, column) => (
            <Skeleton key={column} height={row === 0 ? 36 : 28} style={{ flex: 1 }} radius="sm" />
          ))}
        </Group>
      ))}
    </Stack>
  );
}

/** Label-and-input placeholders shaped like a form while its record loads. */
export function FormSkeleton({ fields = 4 }: { fields?: number }) {
  return (
    <Stack gap="md" maw={640} role="status" aria-busy="true" aria-label="読み込み中">
      {Array.from({ length: fields }, (_, index) => (
        <Stack key={index} gap={6}>
          <Skeleton height={14} width={120} radius="sm" />
          <Skeleton height={36} radius="sm" />
        </Stack>
      ))}
      <Group justify="center" mt="sm">
        <Skeleton height={36} width={140} radius="sm" />
        <Skeleton height={36} width={140} radius="sm" />
      </Group>
    </Stack>
  );
}

/** A whole page loading: a search bar then a table. */
export function PageSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label="読み込み中">
      <Group gap="sm">
        <Skeleton height={36} width={240} radius="sm" />
        <Skeleton height={36} width={240} radius="sm" />
        <Skeleton height={36} width={120} radius="sm" />
      </Group>
      <TableSkeleton />
    </Stack>
  );
}
