import type { UseFormReturnType } from '@mantine/form';
import { AddressFields } from './AddressFields.tsx';
import type { AddressFieldErrors, AddressValues } from './address-values.ts';

const PARTS = ['postalCode', 'prefecture', 'city', 'town', 'building'] as const;

/** Where each address part lives in the form's values (a shop keeps its 送り主 as senderCity…). */
export type AddressFieldNames<V> = Record<keyof AddressValues, keyof V & string>;

const OWN_NAMES: AddressFieldNames<AddressValues> = {
  postalCode: 'postalCode',
  prefecture: 'prefecture',
  city: 'city',
  town: 'town',
  building: 'building',
};

type FormAddressFieldsProps<V> = {
  form: UseFormReturnType<V>;
  required?: boolean;
} & (V extends AddressValues ? { names?: AddressFieldNames<V> } : { names: AddressFieldNames<V> });

/**
 * AddressFields bound to a resource form whose values hold the five address parts, under their own
 * names (postalCode, prefecture, city, town, building) unless `names` says otherwise: a candidate
 * or a postal code fills them at once, and the form's messages (on submit, from a 422) show on the
 * parts.
 */
export function FormAddressFields<V>({ form, required = false, names }: FormAddressFieldsProps<V>) {
  const nameOf = (part: keyof AddressValues) =>
    (names ?? (OWN_NAMES as AddressFieldNames<V>))[part];
  const values = Object.fromEntries(
    PARTS.map((part) => [part, String(form.values[nameOf(part)] ?? '')]),
  ) as AddressValues;
  const errors = Object.fromEntries(
    PARTS.flatMap((part) => {
      const error = form.errors[nameOf(part)];
      return error ? [[part, String(error)]] : [];
    }),
  ) as AddressFieldErrors;
  return (
    <AddressFields
      values={values}
      errors={errors}
      required={required}
      onChange={(next) => {
        for (const part of PARTS) {
          if (next[part] === values[part]) continue;
          form.setFieldValue(nameOf(part) as never, next[part] as never);
          form.clearFieldError(nameOf(part));
        }
      }}
    />
  );
}
