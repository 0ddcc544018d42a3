import { Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import {
  STOCK_ADJUSTMENT_MODE_LABELS,
  STOCK_ADJUSTMENT_MODES,
  STOCK_ADJUSTMENT_REASONS,
  stockAdjustSchema,
  type StockAdjustmentMode,
  type StockAdjustValues,
  type StockDto,
} from '@logi/shared';
import { ResourceForm, useResourceForm } from '../../../components/resource/index.ts';
import { FieldLabel, NoteField, SelectField } from '../../../components/ui/index.ts';

type Fields = {
  mode: StockAdjustmentMode;
  quantity: number | string;
  reason: string | null;
  note: string;
  version: number;
};

type Props = {
  stock: StockDto;
  save: (values: StockAdjustValues) => Promise<StockDto>;
  onSaved: () => void;
  onCancel: () => void;
  onReload: () => void;
};

const REASON_OPTIONS = STOCK_ADJUSTMENT_REASONS.map((reason) => ({ value: reason, label: reason }));

/** The adjustment: a new 実在庫数 or a +/− delta, with its reason; sent with the version loaded. */
export function StockAdjustForm({ stock, ...handlers }: Props) {
  const form = useResourceForm<Fields>(stockAdjustSchema, {
    mode: 'set',
    quantity: stock.onHand,
    reason: null,
    note: '',
    version: stock.version,
  });
  const quantity = Number(form.values.quantity);
  const after = form.values.mode === 'set' ? quantity : stock.onHand + quantity;
  return (
    <ResourceForm form={form} schema={stockAdjustSchema} {...handlers}>
      <Stack gap={4}>
        <Text size="sm" fw={500} id="adjust-mode-label">
          調整方法
        </Text>
        <SegmentedControl
          aria-labelledby="adjust-mode-label"
          w="fit-content"
          data={STOCK_ADJUSTMENT_MODES.map((mode) => ({
            value: mode,
            label: STOCK_ADJUSTMENT_MODE_LABELS[mode],
          }))}
          value={form.values.mode}
          onChange={(mode) => {
            form.setFieldValue('mode', mode as StockAdjustmentMode);
            form.setFieldValue('quantity', mode === 'set' ? stock.onHand : 0);
          }}
        />
      </Stack>
      <Group align="flex-start">
        <NumberInput
          label={<FieldLabel required>{STOCK_ADJUSTMENT_MODE_LABELS[form.values.mode]}</FieldLabel>}
          description={
            form.values.mode === 'set' ? '調整後の実在庫数' : '増やすときは正、減らすときは負の数'
          }
          min={form.values.mode === 'set' ? 0 : undefined}
          allowDecimal={false}
          thousandSeparator=","
          w={220}
          {...form.getInputProps('quantity')}
        />
        <SelectField
          label={<FieldLabel required>理由</FieldLabel>}
          data={REASON_OPTIONS}
          w={200}
          {...form.getInputProps('reason')}
        />
      </Group>
      <Text size="sm" aria-live="polite">
        {Number.isFinite(after)
          ? `実在庫数: ${stock.onHand.toLocaleString('ja-JP')} → ${after.toLocaleString('ja-JP')}`
          : ''}
      </Text>
      <NoteField {...form.getInputProps('note')} />
    </ResourceForm>
  );
}
