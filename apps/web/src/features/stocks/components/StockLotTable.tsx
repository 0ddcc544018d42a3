import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { STOCK_LOT_LABELS as L, STOCK_MESSAGES, type StockLotDto } from '@logi/shared';
import { EmptyState, NumberTd, NumberTh } from '../../../components/ui/index.ts';

const n = (value: number) => value.toLocaleString('ja-JP');

/** 残り日数, with a word (not only a colour) once the lot is past its 賞味期限. */
function RemainingDays({ lot }: { lot: StockLotDto }) {
  if (lot.remainingDays === null) return <>—</>;
  if (!lot.expired) return <>{n(lot.remainingDays)}日</>;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end" component="span">
      <Text span inherit fw={700} c="red.8">
        {n(lot.remainingDays)}日
      </Text>
      <Badge size="sm" color="red" variant="light">
        {L.expired}
      </Badge>
    </Group>
  );
}

/** The shelves a lot lies on, in the picker's walk, then 棚番未設定: one line each. */
function LotShelves({ lot }: { lot: StockLotDto }) {
  const shelves = lot.shelves ?? [];
  if (shelves.length === 0) return <>—</>;
  return (
    <Stack gap={0}>
      {shelves.map((shelf) => (
        <Text key={shelf.locationId ?? 'unplaced'} size="sm">
          {`${shelf.code ?? L.unplaced} ${n(shelf.onHand)}`}
        </Text>
      ))}
    </Stack>
  );
}

/**
 * The stock row's lots, first expiry first (what FEFO takes in turn), with the shelves each lies on
 * once any lot lies on a shelf; nothing for a product without ロット管理, whose record carries no lots.
 */
export function StockLotTable({ lots }: { lots: readonly StockLotDto[] | undefined }) {
  if (!lots) return null;
  const withShelves = lots.some((lot) => lot.shelves !== undefined);
  return (
    <Stack gap="sm">
      <Title order={2} size="h4" id="stock-lots-title">
        {L.title}
      </Title>
      {lots.length === 0 ? (
        <EmptyState />
      ) : (
        <Table withTableBorder withColumnBorders aria-labelledby="stock-lots-title">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{L.lotNo}</Table.Th>
              <Table.Th>{L.expiresOn}</Table.Th>
              <NumberTh>{L.remainingDays}</NumberTh>
              <NumberTh>実在庫数</NumberTh>
              <NumberTh>引当数</NumberTh>
              <NumberTh>引当可能数</NumberTh>
              {withShelves && <Table.Th>{L.shelves}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lots.map((lot) => (
              <Table.Tr key={lot.lotNo}>
                <Table.Td>{lot.lotNo === '' ? STOCK_MESSAGES.unknownLot : lot.lotNo}</Table.Td>
                <Table.Td>{lot.expiresOn ?? '—'}</Table.Td>
                <NumberTd>
                  <RemainingDays lot={lot} />
                </NumberTd>
                <NumberTd>{n(lot.onHand)}</NumberTd>
                <NumberTd>{n(lot.allocated)}</NumberTd>
                <NumberTd>{n(lot.available)}</NumberTd>
                {withShelves && (
                  <Table.Td>
                    <LotShelves lot={lot} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
