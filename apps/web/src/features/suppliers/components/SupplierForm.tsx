import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import {
  SUPPLIER_LABELS as L,
  supplierFormSchema,
  type SupplierDto,
  type SupplierFormValues,
} from '@logi/shared';
import { FormAddressFields } from '../../../components/postal/FormAddressFields.tsx';
import {
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import { FieldLabel, requiredLabel } from '../../../components/ui/index.ts';
import type { SupplierFormFields } from '../form/supplier-form-values.ts';

export type SupplierFormProps = RecordFormProps<
  SupplierFormFields,
  SupplierFormValues,
  SupplierDto
>;

/** The supplier form: the shared schema's rules on blur and on submit; the address from a postal code. */
export function SupplierForm({ initialValues, ...handlers }: SupplierFormProps) {
  const form = useResourceForm(supplierFormSchema, initialValues);
  const input = (field: keyof SupplierFormFields) => form.getInputProps(field);

  return (
    <ResourceForm form={form} schema={supplierFormSchema} {...handlers}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput {...requiredLabel(L.code)} placeholder="SUP-001" {...input('code')} />
        <div />
        <TextInput label={<FieldLabel required>{L.name}</FieldLabel>} {...input('name')} />
        <TextInput label={L.nameKana} placeholder="ヤマダセイサクショ" {...input('nameKana')} />
      </SimpleGrid>
      <FormAddressFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={L.phone} placeholder="03-1234-5678" inputMode="tel" {...input('phone')} />
        <TextInput label={L.email} type="email" {...input('email')} />
        <TextInput label={L.contactName} {...input('contactName')} />
      </SimpleGrid>
      <Textarea label={L.note} autosize minRows={3} {...input('note')} />
    </ResourceForm>
  );
}
