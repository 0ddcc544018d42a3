import { Group, NumberInput, Radio, SimpleGrid, TextInput } from '@mantine/core';
import {
  SHOP_ACTIVE_LABELS,
  SHOP_LABELS as L,
  SHOP_MALLS,
  shopFormSchema,
  type ShopDto,
  type ShopFormValues,
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
} from '../../../components/ui/index.ts';
import { warehouseGroupSource } from '../../../lib/master-options/index.ts';
import type { ShopFormFields } from '../form/shop-form-values.ts';
import { ShopShippingFields } from './ShopShippingFields.tsx';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

export type ShopFormProps = RecordFormProps<ShopFormFields, ShopFormValues, ShopDto>;

/** The shop form: the shared schema's rules on blur and on submit; then its shipping-day sections. */
export function ShopForm({ initialValues, ...handlers }: ShopFormProps) {
  const form = useResourceForm(shopFormSchema, initialValues);

  return (
    <ResourceForm form={form} schema={shopFormSchema} {...handlers}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...requiredLabel(L.code)}
          placeholder="RAKUTEN-01"
          {...form.getInputProps('code')}
        />
        <TextInput {...requiredLabel(L.name)} {...form.getInputProps('name')} />
        <SelectField
          {...requiredLabel(L.mall)}
          data={[...SHOP_MALLS]}
          allowDeselect={false}
          {...form.getInputProps('mall')}
        />
        <TextInput
          label={L.url}
          placeholder="https://www.rakuten.co.jp/shop/"
          inputMode="url"
          {...form.getInputProps('url')}
        />
        <RemoteSelect
          label={L.warehouseGroupId}
          source={warehouseGroupSource}
          clearable
          {...idFieldProps(form, 'warehouseGroupId')}
        />
        <NumberInput
          {...requiredLabel(L.unallocatableDays)}
          description={L.unallocatableDaysHint}
          allowDecimal={false}
          allowNegative={false}
          hideControls
          {...form.getInputProps('unallocatableDays')}
        />
      </SimpleGrid>
      <Radio.Group
        label={<FieldLabel required>{L.isActive}</FieldLabel>}
        value={String(form.values.isActive)}
        onChange={(value) => form.setFieldValue('isActive', value === 'true')}
      >
        <Group gap="lg" mt={4}>
          <Radio value="true" label={SHOP_ACTIVE_LABELS.true} />
          <Radio value="false" label={SHOP_ACTIVE_LABELS.false} />
        </Group>
      </Radio.Group>
      <ShopShippingFields form={form} />
    </ResourceForm>
  );
}
