import { Group, NumberInput, Radio, SimpleGrid, Text, Textarea, TextInput } from '@mantine/core';
import {
  formatDateTime,
  PRODUCT_LABELS as L,
  PRODUCT_SALES_STATUS_VALUES,
  PRODUCT_SALES_STATUSES,
  productFormSchema,
  TAX_RATE_VALUES,
  TAX_RATES,
  type ProductDto,
  type ProductFormValues,
  type TaxRate,
} from '@logi/shared';
import {
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import {
  FieldLabel,
  RemoteSelect,
  requiredLabel,
  SelectField,
  selectOptions,
} from '../../../components/ui/index.ts';
import { supplierSearchSource } from '../../../lib/master-options/index.ts';
import type { ProductFormFields } from '../form/product-form-values.ts';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';
import { RslLinkFields } from './RslLinkFields.tsx';

const STATUS_OPTIONS = selectOptions(
  PRODUCT_SALES_STATUS_VALUES,
  (value) => PRODUCT_SALES_STATUSES[value].label,
);

const TAX_RATE_OPTIONS = TAX_RATE_VALUES.map((rate) => ({
  value: String(rate),
  label: TAX_RATES[rate],
}));

export type ProductFormProps = RecordFormProps<ProductFormFields, ProductFormValues, ProductDto> & {
  /** The product being edited: its supplier's name and its link to an external warehouse. */
  loaded?: ProductDto;
};

/** The product form: the shared schema's rules (JAN check digit, whole yen) on blur and on submit. */
export function ProductForm({ initialValues, loaded, ...handlers }: ProductFormProps) {
  const form = useResourceForm(productFormSchema, initialValues);
  const number = (field: keyof ProductFormFields, label: string, required = false) => (
    <NumberInput
      label={required ? <FieldLabel required>{label}</FieldLabel> : label}
      allowDecimal={false}
      thousandSeparator=","
      hideControls
      {...form.getInputProps(field)}
    />
  );

  return (
    <ResourceForm form={form} schema={productFormSchema} {...handlers}>
      {loaded?.externalLinkedAt ? (
        <Text size="sm" c="dimmed">
          外部倉庫連携日時：{formatDateTime(loaded.externalLinkedAt)}（商品コードは変更できません）
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
        <TextInput
          {...requiredLabel(L.productCode)}
          description="半角英数字とハイフン"
          readOnly={Boolean(loaded?.externalLinkedAt)}
          {...form.getInputProps('productCode')}
        />
        <TextInput
          label={L.representativeCode}
          description="半角英数字とハイフン"
          {...form.getInputProps('representativeCode')}
        />
      </SimpleGrid>
      <TextInput {...requiredLabel(L.name)} {...form.getInputProps('name')} maw={720} />
      <SimpleGrid cols={{ base: 2, sm: 4 }} maw={720}>
        <TextInput
          label={L.janCode}
          description="13桁の数字"
          inputMode="numeric"
          maxLength={13}
          {...form.getInputProps('janCode')}
        />
        {number('price', `${L.price}（円）`, true)}
        {number('cost', `${L.cost}（円）`, true)}
        <SelectField
          {...requiredLabel(L.taxRate)}
          data={TAX_RATE_OPTIONS}
          allowDeselect={false}
          value={String(form.values.taxRate)}
          onChange={(value) => form.setFieldValue('taxRate', Number(value) as TaxRate)}
          error={form.errors.taxRate}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 2, sm: 4 }} maw={720}>
        {number('weightG', L.weightG)}
        {number('widthMm', L.widthMm)}
        {number('depthMm', L.depthMm)}
        {number('heightMm', L.heightMm)}
      </SimpleGrid>
      <Group align="flex-start" gap="lg">
        <SelectField
          {...requiredLabel(L.salesStatus)}
          data={STATUS_OPTIONS}
          allowDeselect={false}
          {...form.getInputProps('salesStatus')}
          w={180}
        />
        <Radio.Group
          label={<FieldLabel required>{L.stockManaged}</FieldLabel>}
          value={String(form.values.stockManaged)}
          onChange={(value) => form.setFieldValue('stockManaged', value === 'true')}
        >
          <Group gap="lg" mt={8}>
            <Radio value="true" label="管理する" />
            <Radio value="false" label="管理しない" />
          </Group>
        </Radio.Group>
        <div style={{ width: 160 }}>{number('stockThreshold', L.stockThreshold, true)}</div>
      </Group>
      <RemoteSelect
        label={L.supplierId}
        source={supplierSearchSource}
        {...idFieldProps(form, 'supplierId')}
        initial={
          loaded?.supplier
            ? {
                value: String(loaded.supplier.id),
                label: `${loaded.supplier.code} ${loaded.supplier.name}`,
              }
            : null
        }
        w={420}
      />
      <RslLinkFields form={form} />
      <Textarea label={L.note} autosize minRows={2} {...form.getInputProps('note')} maw={720} />
    </ResourceForm>
  );
}
