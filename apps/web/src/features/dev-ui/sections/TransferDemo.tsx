import { useState } from 'react';
import { Text } from '@mantine/core';
import { TransferList, type TransferItem } from '../../../components/ui/index.ts';
import { DemoSection } from '../DemoSection.tsx';

const warehouses: TransferItem[] = [
  { id: 1, name: '東京第一倉庫', description: ['東京都江東区新木場1-2-3', 'TKY-01'] },
  { id: 2, name: '大阪南港倉庫', description: ['大阪府大阪市住之江区南港北2-1', 'OSK-01'] },
  { id: 3, name: '名古屋物流センター', description: ['愛知県名古屋市港区空見町5', 'NGY-01'] },
  { id: 4, name: '福岡箱崎倉庫', description: ['福岡県福岡市東区箱崎ふ頭6-1', 'FUK-01'] },
  { id: 5, name: '札幌石狩倉庫', description: ['北海道石狩市新港西1-7', 'SPK-01'] },
  { id: 6, name: '仙台港倉庫', description: ['宮城県仙台市宮城野区港3-4', 'SND-01'] },
];

export function TransferDemo() {
  const [selected, setSelected] = useState<TransferItem[]>([]);
  return (
    <DemoSection
      id="transfer-list"
      title="振り分けリスト"
      note="項目をクリックして選択（複数可）し、ボタンで移動します。右側は並べ替えできます。"
    >
      <TransferList
        available={warehouses}
        selected={selected}
        onChange={setSelected}
        leftTitle="倉庫一覧"
        rightTitle="引当対象倉庫（優先順）"
        filterable
      />
      <Text size="sm">
        優先順:{' '}
        <span data-testid="transfer-order">
          {selected.map((item) => item.name).join(' / ') || '（なし）'}
        </span>
      </Text>
    </DemoSection>
  );
}
