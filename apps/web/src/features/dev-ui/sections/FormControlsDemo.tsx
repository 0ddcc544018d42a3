import { useState } from 'react';
import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  DateField,
  DateRangeFields,
  FieldLabel,
  RegisterButton,
  SaveCancelButtons,
  SearchButton,
  SelectField,
  type DateRange,
} from '../../../components/ui/index.ts';
import { PREFECTURES } from '@logi/shared';
import { DemoSection } from '../DemoSection.tsx';

export function DateFieldsDemo() {
  const [date, setDate] = useState<string | null>(null);
  const [range, setRange] = useState<DateRange>({ from: null, to: null });
  return (
    <DemoSection id="date-fields" title="日付入力" note="日本語表示・日曜始まり・YYYY-MM-DD">
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <div>
          <DateField label="入荷予定日" value={date} onChange={setDate} />
          <Text size="sm" mt={4}>
            値: <span data-testid="date-value">{date ?? '（未入力）'}</span>
          </Text>
        </div>
        <div>
          <DateRangeFields label="出荷日" value={range} onChange={setRange} />
          <Text size="sm" mt={4}>
            値: <span data-testid="range-value">{`${range.from ?? ''}〜${range.to ?? ''}`}</span>
          </Text>
        </div>
      </SimpleGrid>
    </DemoSection>
  );
}

export function SelectDemo() {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DemoSection id="select" title="セレクト" note="ドロップダウンの高さは最大300px">
      <Group align="flex-end">
        <SelectField
          label="都道府県"
          data={[...PREFECTURES]}
          value={value}
          onChange={setValue}
          w={280}
        />
        <Text size="sm">
          値: <span data-testid="select-value">{value ?? '（未選択）'}</span>
        </Text>
      </Group>
    </DemoSection>
  );
}

export function FormButtonsDemo() {
  const [result, setResult] = useState('未操作');
  return (
    <DemoSection id="form-buttons" title="必須バッジ・フォームのボタン">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setResult('保存しました');
        }}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={<FieldLabel required>倉庫名</FieldLabel>} placeholder="東京第一倉庫" />
          <TextInput label={<FieldLabel>備考</FieldLabel>} />
        </SimpleGrid>
        <SaveCancelButtons onCancel={() => setResult('キャンセルしました')} />
      </form>
      <Group>
        <SearchButton onClick={() => setResult('検索しました')} />
        <RegisterButton onClick={() => setResult('新規登録を押しました')} />
        <RegisterButton to="/warehouses/register" />
      </Group>
      <Text size="sm">
        結果: <span data-testid="form-result">{result}</span>
      </Text>
    </DemoSection>
  );
}
