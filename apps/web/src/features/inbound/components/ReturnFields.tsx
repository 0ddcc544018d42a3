import { Group, NumberInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  RETURN_CONDITION_LABELS,
  RETURN_CONDITION_VALUES,
  RETURN_REASONS,
  todayJst,
} from '@logi/shared';
import type { ReturnCondition } from '@logi/shared';
import {
  DateField,
  NoteField,
  NUMBER_INPUT_STYLES,
  RemoteSelect,
  requiredLabel,
  SelectField,
} from '../../../components/ui/index.ts';
import { warehouseSource } from '../../../lib/master-options/index.ts';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

export type ReturnLineField = {
  productId: number;
  productCode: string;
  /** The shipped order line it returns; null on a free-text return. */
  orderLineId: number | null;
  quantity: number | string;
  condition: ReturnCondition;
};
export type ReturnFields = {
  orderId: number | null;
  orderNumber: string;
  shopId: number | null;
  warehouseId: number | null;
  returnedOn: string | null;
  reason: string | null;
  note: string;
  lines: ReturnLineField[];
};

export const returnDefaults = (): ReturnFields => ({
  orderId: null,
  orderNumber: '',
  shopId: null,
  warehouseId: null,
  returnedOn: todayJst(),
  reason: null,
  note: '',
  lines: [],
});

export const CONDITION_OPTIONS = RETURN_CONDITION_VALUES.map((value) => ({
  value,
  label: RETURN_CONDITION_LABELS[value],
}));

/** Where and when the parcel came back, and why: both return forms open with these. */
export function ReturnParcelFields({ form }: { form: UseFormReturnType<ReturnFields> }) {
  const values = form.getValues();
  return (
    <Group align="flex-start">
      <RemoteSelect
        {...requiredLabel('倉庫')}
        source={warehouseSource}
        where={(row) => row.inUse && row.type === 'own'}
        w={320}
        {...idFieldProps(form, 'warehouseId')}
      />
      <DateField
        {...requiredLabel('返品日')}
        w={200}
        {...form.getInputProps('returnedOn')}
        value={values.returnedOn}
        onChange={(day) => form.setFieldValue('returnedOn', day)}
      />
      <SelectField
        {...requiredLabel('返品理由')}
        data={[...RETURN_REASONS]}
        w={200}
        {...form.getInputProps('reason')}
      />
    </Group>
  );
}

/** A line's quantity (数量 or 返品数, at most `max`) and 状態: the last two cells of both forms' lines. */
export function returnLineInputs(
  form: UseFormReturnType<ReturnFields>,
  line: ReturnLineField,
  index: number,
  quantity: { label: string; max?: number },
) {
  return [
    <NumberInput
      key="quantity"
      aria-label={`${line.productCode}の${quantity.label}`}
      min={1}
      max={quantity.max}
      allowDecimal={false}
      ml="auto"
      styles={NUMBER_INPUT_STYLES}
      w={120}
      {...form.getInputProps(`lines.${index}.quantity`)}
    />,
    <SelectField
      key="condition"
      aria-label={`${line.productCode}の状態`}
      data={CONDITION_OPTIONS}
      w={140}
      {...form.getInputProps(`lines.${index}.condition`)}
    />,
  ];
}

export function ReturnNoteField({ form }: { form: UseFormReturnType<ReturnFields> }) {
  return <NoteField {...form.getInputProps('note')} />;
}
