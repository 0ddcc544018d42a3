import { Checkbox, Group, NumberInput, TextInput, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  COOL_TYPES,
  DELIVERY_CARRIERS,
  DELIVERY_METHODS,
  DELIVERY_TIME_SLOTS,
  ORDER_DELIVERY_TEXTS as T,
  ORDER_LABELS as L,
} from '@logi/shared';
import { DateField, SelectField, selectOptions } from '../../../components/ui/index.ts';
import type { OrderFields } from '../form/order-form-values.ts';

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The order's 配送: method and carrier (blank: the method's own), date, slot, クール, 代引, fees. */
export function OrderDeliveryFields({ form }: { form: UseFormReturnType<OrderFields> }) {
  return (
    <>
      <Title order={2} size="h4">
        {T.title}
      </Title>
      <Group align="flex-start">
        <SelectField
          label={L.deliveryMethod}
          data={options(DELIVERY_METHODS)}
          clearable
          w={200}
          {...form.getInputProps('deliveryMethod')}
        />
        <SelectField
          label={L.deliveryCarrier}
          data={options(DELIVERY_CARRIERS)}
          clearable
          w={200}
          {...form.getInputProps('deliveryCarrier')}
        />
        <SelectField
          label={L.coolType}
          data={options(COOL_TYPES)}
          w={160}
          {...form.getInputProps('coolType')}
        />
      </Group>
      <Group align="flex-start">
        <DateField
          label={L.deliveryDate}
          w={200}
          {...form.getInputProps('deliveryDate')}
          value={form.values.deliveryDate}
          onChange={(day) => form.setFieldValue('deliveryDate', day)}
        />
        <SelectField
          label={L.deliveryTimeSlot}
          data={selectOptions(DELIVERY_TIME_SLOTS, (slot) => slot)}
          clearable
          w={160}
          {...form.getInputProps('deliveryTimeSlot')}
        />
        <NumberInput
          label={L.codAmount}
          min={1}
          allowDecimal={false}
          thousandSeparator=","
          w={160}
          {...form.getInputProps('codAmount')}
        />
        <Checkbox mt={32} label={L.gift} {...form.getInputProps('gift', { type: 'checkbox' })} />
      </Group>
      <Group align="flex-start">
        <NumberInput
          label={L.shippingFee}
          min={0}
          allowDecimal={false}
          w={160}
          {...form.getInputProps('shippingFee')}
        />
        <NumberInput
          label={L.codFee}
          min={0}
          allowDecimal={false}
          w={160}
          {...form.getInputProps('codFee')}
        />
        <TextInput label={L.deliveryNote} w={320} {...form.getInputProps('deliveryNote')} />
      </Group>
    </>
  );
}
