import { Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import {
  formatDateTime,
  VENDOR_LABELS as L,
  vendorFormSchema,
  type VendorDto,
  type VendorFormValues,
} from '@logi/shared';
import { FormAddressFields } from '../../../components/postal/FormAddressFields.tsx';
import {
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import { RemoteSelect, requiredLabel } from '../../../components/ui/index.ts';
import { supplierSource } from '../../../lib/master-options/index.ts';
import type { VendorFormFields } from '../form/vendor-form-values.ts';
import { VendorSyncBadge } from './VendorSyncBadge.tsx';
import { idFieldProps } from '../../../lib/form/id-field-props.ts';

export type VendorFormProps = RecordFormProps<VendorFormFields, VendorFormValues, VendorDto> & {
  /** The vendor being edited: its sync state is shown, read-only (only the vendor jobs change it). */
  loaded?: VendorDto;
};

/** The vendor form: the shared schema's rules on blur and on submit; the address from a postal code. */
export function VendorForm({ initialValues, loaded, ...handlers }: VendorFormProps) {
  const form = useResourceForm(vendorFormSchema, initialValues);

  return (
    <ResourceForm form={form} schema={vendorFormSchema} {...handlers}>
      {loaded ? (
        <Group gap="sm">
          <Text size="sm" fw={700}>
            {L.syncStatus}
          </Text>
          <VendorSyncBadge status={loaded.syncStatus} />
          {loaded.syncedAt ? (
            <Text size="sm" c="dimmed">
              {L.syncedAt}：{formatDateTime(loaded.syncedAt)}
            </Text>
          ) : null}
        </Group>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          {...requiredLabel(L.vendorCode)}
          placeholder="V0001"
          {...form.getInputProps('vendorCode')}
        />
        <TextInput {...requiredLabel(L.name)} {...form.getInputProps('name')} />
      </SimpleGrid>
      <FormAddressFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={L.phone}
          placeholder="03-1234-5678"
          inputMode="tel"
          {...form.getInputProps('phone')}
        />
        <RemoteSelect
          label={L.supplierId}
          source={supplierSource}
          searchable
          clearable
          {...idFieldProps(form, 'supplierId')}
        />
      </SimpleGrid>
    </ResourceForm>
  );
}
