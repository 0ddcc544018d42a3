import { Checkbox, Fieldset, Group, Radio } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PRODUCT_LABELS as L, TEMPERATURE_ZONE_VALUES, TEMPERATURE_ZONES } from '@logi/shared';
import {
  FieldLabel,
  requiredLabel,
  SelectField,
  selectOptions,
} from '../../../components/ui/index.ts';
import type { ProductFormFields } from '../form/product-form-values.ts';

const ZONE_OPTIONS = selectOptions(TEMPERATURE_ZONE_VALUES, (value) => TEMPERATURE_ZONES[value]);

/** RSL連携: 連携する / しない; the link's attributes are shown only when the product is linked. */
export function RslLinkFields({ form }: { form: UseFormReturnType<ProductFormFields> }) {
  const linked = form.values.rslLinked;
  return (
    <Fieldset legend={L.rslLinked} maw={720}>
      <Radio.Group
        label={<FieldLabel required>{L.rslLinked}</FieldLabel>}
        value={String(linked)}
        onChange={(value) => form.setFieldValue('rslLinked', value === 'true')}
      >
        <Group gap="lg" mt={4}>
          <Radio value="true" label="連携する" />
          <Radio value="false" label="連携しない" />
        </Group>
      </Radio.Group>
      {linked ? (
        <Group mt="md" align="flex-end" gap="lg">
          <SelectField
            {...requiredLabel(L.temperatureZone)}
            data={ZONE_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('temperatureZone')}
            w={160}
          />
          <Checkbox
            label={L.isDangerous}
            {...form.getInputProps('isDangerous', { type: 'checkbox' })}
          />
          <Checkbox
            label={L.lotManaged}
            {...form.getInputProps('lotManaged', { type: 'checkbox' })}
          />
          <Checkbox
            label={L.serialManaged}
            {...form.getInputProps('serialManaged', { type: 'checkbox' })}
          />
        </Group>
      ) : null}
    </Fieldset>
  );
}
