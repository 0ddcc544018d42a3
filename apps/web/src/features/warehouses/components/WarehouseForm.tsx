import { Checkbox, Group, Radio, TextInput } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import {
  WAREHOUSE_FIELD_LABELS as LABELS,
  WAREHOUSE_TYPE_VALUES,
  WAREHOUSE_TYPES,
  warehouseFormSchema,
  type WarehouseDto,
  type WarehouseFormValues,
} from '@logi/shared';
import { FormAddressFields } from '../../../components/postal/FormAddressFields.tsx';
import {
  CodeNameFields,
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import {
  FieldLabel,
  requiredLabel,
  SelectField,
  selectOptions,
} from '../../../components/ui/index.ts';
import type { WarehouseFormFields } from '../form/warehouse-form-values.ts';
import { AppSettingSelect } from './AppSettingSelect.tsx';

const TYPE_OPTIONS = selectOptions(WAREHOUSE_TYPE_VALUES, (value) => WAREHOUSE_TYPES[value]);

export type WarehouseFormProps = RecordFormProps<
  WarehouseFormFields,
  WarehouseFormValues,
  WarehouseDto
>;

/** The warehouse form: the shared schema's rules, checked on blur and on submit. */
export function WarehouseForm({ initialValues, ...handlers }: WarehouseFormProps) {
  const form = useResourceForm(warehouseFormSchema, initialValues);
  const inUse = form.getInputProps('inUse');

  return (
    <ResourceForm form={form} schema={warehouseFormSchema} {...handlers}>
      <CodeNameFields form={form} labels={LABELS} codeHint="半角英数字とハイフン" />
      <Group grow align="flex-start" maw={720}>
        <SelectField
          {...requiredLabel(LABELS.type)}
          data={TYPE_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <Radio.Group
          label={<FieldLabel required>{LABELS.inUse}</FieldLabel>}
          value={String(form.values.inUse)}
          onChange={(value) => form.setFieldValue('inUse', value === 'true')}
          error={inUse.error}
        >
          <Group gap="lg" mt={8}>
            <Radio value="true" label="利用する" />
            <Radio value="false" label="利用しない" />
          </Group>
        </Radio.Group>
      </Group>
      <AppSettingSelect form={form} />
      <TimeInput
        {...requiredLabel(LABELS.cutoffTime)}
        description="この時刻までの注文を当日出荷します"
        {...form.getInputProps('cutoffTime')}
        maw={200}
      />
      <FormAddressFields form={form} />
      <TextInput
        label={LABELS.phone}
        placeholder="03-1234-5678"
        inputMode="tel"
        autoComplete="tel"
        {...form.getInputProps('phone')}
        maw={280}
      />
      <Checkbox label="有効にする" {...form.getInputProps('isActive', { type: 'checkbox' })} />
    </ResourceForm>
  );
}
