import { Table, Text } from '@mantine/core';
import { formatDateTime, FULFILMENT_LABELS as L, type PickingBatchDto } from '@logi/shared';
import { BatchFileButtons } from './BatchFileButtons.tsx';

/** 最近のバッチ: each batch's progress and its files to download again. */
export function RecentBatches({
  batches,
  onError,
}: {
  batches: PickingBatchDto[];
  onError: (error: unknown) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped withTableBorder verticalSpacing={4} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{L.batch}</Table.Th>
            <Table.Th>{L.createdAt}</Table.Th>
            <Table.Th>{L.warehouse}</Table.Th>
            <Table.Th>{L.progress}</Table.Th>
            <Table.Th>{L.files}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {batches.map((batch) => (
            <Table.Tr key={batch.id}>
              <Table.Td>{batch.number}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(batch.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>{batch.warehouseName}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {L.batchProgress(batch.inspectedCount, batch.parcelCount)}
              </Table.Td>
              <Table.Td>
                <BatchFileButtons batch={batch} onError={onError} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
