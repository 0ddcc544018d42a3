import { Badge, Group, Text } from '@mantine/core';
import type { StockDto } from '@logi/shared';
import { quantityColumn, type ResourceColumn } from '../../../components/resource/index.ts';

type Figures = Pick<
  StockDto,
  'onHand' | 'allocated' | 'available' | 'nonSellable' | 'inProcess' | 'short'
> &
  Partial<Pick<StockDto, 'expired' | 'inTransit'>>;

/** 引当可能数 with a word, not only a colour, when short (欠品 at none, 不足 below the threshold). */
export function AvailableCell({ row, start = false }: { row: Figures; start?: boolean }) {
  const figure = row.available.toLocaleString('ja-JP');
  if (!row.short) return <>{figure}</>;
  return (
    <Group gap={6} wrap="nowrap" justify={start ? 'flex-start' : 'flex-end'} component="span">
      <Text span inherit fw={700} c="red.8">
        {figure}
      </Text>
      <Badge size="sm" color={row.available <= 0 ? 'red' : 'orange'} variant="light">
        {row.available <= 0 ? '欠品' : '不足'}
      </Badge>
    </Group>
  );
}

/** The figure columns both lists share (実在庫数 … 移動中), right-aligned. */
export function figureColumns<T extends Figures>(sortable: boolean): ResourceColumn<T>[] {
  return [
    quantityColumn<Figures>('onHand', '実在庫数', { sortable, sortKey: 'on_hand' }),
    quantityColumn<Figures>('allocated', '引当数', { sortable }),
    {
      accessor: 'available',
      title: '引当可能数',
      textAlign: 'right',
      sortable,
      render: (r) => <AvailableCell row={r} />,
    },
    // Free pieces of lots past their 賞味期限: left out of 引当可能数 (decision 073).
    quantityColumn<Figures>('expired', '期限切れ'),
    quantityColumn<Figures>('nonSellable', '非販売在庫数', { sortable, sortKey: 'non_sellable' }),
    quantityColumn<Figures>('inProcess', '作業中在庫数'),
    // On the way here by 在庫移動, not yet received (decision 071).
    quantityColumn<Figures>('inTransit', '移動中'),
  ];
}
