import { Badge, Progress, Stack, Table, Text } from '@mantine/core';
import { FULFILMENT_LABELS as L } from '@logi/shared';
import { piecesOf, type CountedLine } from './inspection-count.ts';

/** The parcel's lines under 検品: scanned / ordered per line, and the order's whole progress. */
export function InspectionLines({ lines }: { lines: CountedLine[] }) {
  const pieces = piecesOf(lines);
  return (
    <Stack gap="xs">
      <Progress
        value={pieces.total === 0 ? 0 : (pieces.scanned / pieces.total) * 100}
        aria-label={L.orderProgress(pieces.scanned, pieces.total)}
      />
      <Text size="sm" aria-live="polite">
        {L.orderProgress(pieces.scanned, pieces.total)}
      </Text>
      <Table striped withTableBorder verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{L.productCode}</Table.Th>
            <Table.Th>{L.janCode}</Table.Th>
            <Table.Th>{L.productName}</Table.Th>
            <Table.Th ta="right">{L.counted}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.productId} data-testid={`inspection-line-${line.productCode}`}>
              <Table.Td>{line.productCode}</Table.Td>
              <Table.Td>{line.janCode ?? '—'}</Table.Td>
              <Table.Td>{line.productName}</Table.Td>
              <Table.Td ta="right">
                <Badge
                  variant="light"
                  color={line.scanned === line.quantity ? 'teal' : 'gray'}
                  size="lg"
                >
                  {`${line.scanned} / ${line.quantity}`}
                </Badge>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
