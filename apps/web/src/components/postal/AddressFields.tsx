import { useState, type ChangeEvent } from 'react';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FieldLabel, SelectField } from '../ui/index.ts';
import {
  applyCandidate,
  fillFromPostalCode,
  normalizePostalCode,
  postalCodeError,
  type AddressFieldErrors,
  type AddressValues,
} from './address-values.ts';
import { PostalAddressAutocomplete } from './PostalAddressAutocomplete.tsx';
import { usePostalData } from './use-postal-data.ts';
import { PREFECTURES } from '@logi/shared';

export interface AddressFieldsProps {
  values: AddressValues;
  onChange: (values: AddressValues) => void;
  /** The form's messages (after a submit or from a 422); they win over the on-blur check. */
  errors?: AddressFieldErrors;
  disabled?: boolean;
  /** Shows 必須 on every part but the building, and makes a blank postal code an error on blur. */
  required?: boolean;
}

/**
 * The address block of every address form: a postal-code/address search that fills the parts,
 * then postal code, prefecture, city, town and building. Holds no data: values come in, changes go out.
 */
export function AddressFields({
  values,
  onChange,
  errors = {},
  disabled = false,
  required = false,
}: AddressFieldsProps) {
  const [postalCodeBlurError, setPostalCodeBlurError] = useState<string | null>(null);
  const postal = usePostalData();
  const change = (field: keyof AddressValues, value: string) =>
    onChange({ ...values, [field]: value });
  const text = (field: keyof AddressValues) => ({
    value: values[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => change(field, event.currentTarget.value),
    error: errors[field],
    disabled,
    'aria-required': required && field !== 'building',
  });

  return (
    <Stack gap="sm">
      <PostalAddressAutocomplete
        disabled={disabled}
        onSelect={(candidate) => {
          setPostalCodeBlurError(null);
          onChange(applyCandidate(values, candidate));
        }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...text('postalCode')}
          label={<FieldLabel required={required}>郵便番号</FieldLabel>}
          placeholder="100-0001"
          inputMode="numeric"
          autoComplete="postal-code"
          error={errors.postalCode ?? postalCodeBlurError}
          onChange={(event) => {
            setPostalCodeBlurError(null);
            change('postalCode', event.currentTarget.value);
          }}
          onBlur={() => {
            const normalized = { ...values, postalCode: normalizePostalCode(values.postalCode) };
            // A complete code fills an empty address from the loaded dataset, as Japanese forms do.
            const filled =
              postal.status === 'ready' ? fillFromPostalCode(normalized, postal.index) : normalized;
            const fields = Object.keys(filled) as (keyof AddressValues)[];
            if (fields.some((field) => filled[field] !== values[field])) onChange(filled);
            setPostalCodeBlurError(postalCodeError(normalized.postalCode, required));
          }}
        />
        <SelectField
          label={<FieldLabel required={required}>都道府県</FieldLabel>}
          data={[...PREFECTURES]}
          value={values.prefecture || null}
          onChange={(value) => change('prefecture', value ?? '')}
          error={errors.prefecture}
          disabled={disabled}
          searchable
          aria-required={required}
        />
        <TextInput
          {...text('city')}
          label={<FieldLabel required={required}>市区町村</FieldLabel>}
          placeholder="千代田区"
          autoComplete="address-level2"
        />
        <TextInput
          {...text('town')}
          label={<FieldLabel required={required}>町域・番地</FieldLabel>}
          placeholder="千代田1-1"
          autoComplete="address-line1"
        />
      </SimpleGrid>
      <TextInput
        {...text('building')}
        label={<FieldLabel>建物名・部屋番号</FieldLabel>}
        placeholder="ロジビル3階"
        autoComplete="address-line2"
      />
    </Stack>
  );
}
