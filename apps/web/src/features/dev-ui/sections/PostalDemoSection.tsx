import { useState } from 'react';
import { Code, Stack } from '@mantine/core';
import { SaveCancelButtons } from '../../../components/ui/index.ts';
import { AddressFields } from '../../../components/postal/AddressFields.tsx';
import {
  EMPTY_ADDRESS,
  validateAddress,
  type AddressFieldErrors,
  type AddressValues,
} from '../../../components/postal/address-values.ts';
import { PostalDataStatus } from '../../../components/postal/PostalDataStatus.tsx';

/** A real address form for the /dev/ui page: search, pick, see the parts filled, save. */
export function PostalDemoSection() {
  const [values, setValues] = useState<AddressValues>(EMPTY_ADDRESS);
  const [errors, setErrors] = useState<AddressFieldErrors>({});
  const [saved, setSaved] = useState<AddressValues | null>(null);

  const change = (next: AddressValues) => {
    // An edited part drops its old message; the rest stay until the next save.
    setErrors((current) =>
      Object.fromEntries(
        Object.entries(current).filter(([field]) => {
          const key = field as keyof AddressValues;
          return next[key] === values[key];
        }),
      ),
    );
    setValues(next);
  };

  return (
    <Stack gap="md">
      <PostalDataStatus />
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const found = validateAddress(values);
          setErrors(found);
          setSaved(Object.keys(found).length === 0 ? values : null);
        }}
      >
        <AddressFields values={values} onChange={change} errors={errors} required />
        <SaveCancelButtons
          onCancel={() => {
            setValues(EMPTY_ADDRESS);
            setErrors({});
            setSaved(null);
          }}
        />
      </form>
      <Code block data-testid="postal-demo-result">
        {saved ? JSON.stringify(saved, null, 2) : '（未保存）'}
      </Code>
    </Stack>
  );
}
