import type { UseFormReturnType } from '@mantine/form';
import { AddressFields } from './AddressFields.tsx';
import type { AddressFieldErrors, AddressValues } from './address-values.ts';

const PARTS = ['postalCode', 'prefecture', 'city', 'town', 'building'] as const;

/**
 * AddressFields bound to a resource form whose values hold the five address parts under their own
 * names (postalCode, prefecture, city, town, building): a candidate or a postal code fills them at
 * once, and the form's messages (on submit, from a 422) show on the parts.
 */
export function FormAddressFields<V extends AddressValues>({
  form,
  required = false,
}: {
  form: UseFormReturnType<V>;
  required?: boolean;
}) {
  const { postalCode, prefecture, city, town, building } = form.values;
  const values: AddressValues = { postalCode, prefecture, city, town, building };
  const errors = Object.fromEntries(
    PARTS.flatMap((part) => (form.errors[part] ? [[part, String(form.errors[part])]] : [])),
  ) as AddressFieldErrors;
  return (
    <AddressFields
      values={values}
      errors={errors}
      required={required}
      onChange={(next) => {
        for (const part of PARTS) {
          if (next[part] === values[part]) continue;
          form.setFieldValue(part, next[part] as never);
          form.clearFieldError(part);
        }
      }}
    />
  );
}
