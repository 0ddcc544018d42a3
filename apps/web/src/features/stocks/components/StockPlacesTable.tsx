import { Table } from '@mantine/core';
import { STOCK_LOCATION_LABELS as L, type StockPlaceDto } from '@logi/shared';

const n = (value: number) => value.toLocaleString('ja-JP');

/** 棚番別在庫: the pieces per shelf in the picker's walk, then 棚番未設定. */
export function StockPlacesTable({ places }: { places: StockPlaceDto[] }) {
  return (
    <Table striped withTableBorder aria-label={L.title} maw={720}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{L.location}</Table.Th>
          <Table.Th scope="col">棚名</Table.Th>
          <Table.Th scope="col" ta="right">
            {L.onHand}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {L.allocated}
          </Table.Th>
          <Table.Th scope="col" ta="right">
            {L.free}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {places.map((place) => (
          <Table.Tr key={place.locationId ?? 'unplaced'}>
            <Table.Td>{place.code ?? L.unplaced}</Table.Td>
            <Table.Td>{place.locationId === null ? '' : place.name}</Table.Td>
            <Table.Td ta="right">{n(place.onHand)}</Table.Td>
            <Table.Td ta="right">{n(place.allocated)}</Table.Td>
            <Table.Td ta="right">{n(place.free)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
