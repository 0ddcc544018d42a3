import { Checkbox, Group, NumberInput, TagsInput } from '@mantine/core';
import {
  LOCATION_LABELS as LABELS,
  LOCATION_MESSAGES,
  LOCATION_ROUTE_ORDER_MAX,
  locationFormSchema,
  type LocationDto,
  type LocationFormValues,
} from '@logi/shared';
import {
  CodeNameFields,
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import { requiredLabel } from '../../../components/ui/index.ts';
import type { LocationFormFields } from '../form/location-form-values.ts';

export type LocationFormProps = RecordFormProps<
  LocationFormFields,
  LocationFormValues,
  LocationDto
>;

/** The location form (棚番): the shared schema's rules; the warehouse comes from the page. */
export function LocationForm({ initialValues, ...handlers }: LocationFormProps) {
  const form = useResourceForm(locationFormSchema, initialValues);

  return (
    <ResourceForm form={form} schema={locationFormSchema} {...handlers}>
      <CodeNameFields form={form} labels={LABELS} codeHint="半角英数字とハイフン（例: A-01-03）" />
      <Group align="flex-start" maw={720}>
        <NumberInput
          {...requiredLabel(LABELS.routeOrder)}
          description="ピッキングリストはこの順に並びます"
          min={0}
          max={LOCATION_ROUTE_ORDER_MAX}
          allowDecimal={false}
          w={240}
          {...form.getInputProps('routeOrder')}
        />
        <Checkbox
          mt={32}
          label="ピッキングする棚（保管用の棚はチェックを外す）"
          {...form.getInputProps('pickable', { type: 'checkbox' })}
        />
      </Group>
      <TagsInput
        label={LABELS.productCodes}
        description={LOCATION_MESSAGES.productCodesHint}
        maw={720}
        splitChars={[',', ' ', '\n']}
        clearable
        {...form.getInputProps('productCodes')}
      />
    </ResourceForm>
  );
}
