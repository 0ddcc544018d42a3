import { Button, Group, Text } from '@mantine/core';
import { FULFILMENT_LABELS as L } from '@logi/shared';

/**
 * 前へ / 次へ for a list that is not counted (最近のバッチ): the server says whether a next page
 * exists, so there is no last page to jump to (decision 058).
 */
export function MorePager({
  page,
  hasMore,
  onChange,
}: {
  page: number;
  hasMore: boolean;
  onChange: (page: number) => void;
}) {
  if (page === 1 && !hasMore) return null;
  return (
    <Group component="nav" aria-label={L.batchesPager} gap="xs" mt="xs" justify="flex-end">
      <Button variant="default" size="xs" disabled={page === 1} onClick={() => onChange(page - 1)}>
        {L.previousBatches}
      </Button>
      <Text size="sm" aria-live="polite">
        {L.batchesPage(page)}
      </Text>
      <Button variant="default" size="xs" disabled={!hasMore} onClick={() => onChange(page + 1)}>
        {L.nextBatches}
      </Button>
    </Group>
  );
}
