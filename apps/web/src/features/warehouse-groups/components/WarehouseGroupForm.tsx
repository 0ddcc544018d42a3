import { TextInput } from '@mantine/core';
import {
  WAREHOUSE_GROUP_FIELD_LABELS as LABELS,
  warehouseGroupFormSchema,
  type WarehouseGroupDto,
  type WarehouseGroupFormValues,
  type WarehouseGroupMemberDto,
} from '@logi/shared';
import {
  ResourceForm,
  useResourceForm,
  type RecordFormProps,
} from '../../../components/resource/index.ts';
import { requiredLabel } from '../../../components/ui/index.ts';
import type { WarehouseGroupFormFields } from '../form/warehouse-group-form-values.ts';
import { MemberTransfer } from './MemberTransfer.tsx';

export type WarehouseGroupFormProps = RecordFormProps<
  WarehouseGroupFormFields,
  WarehouseGroupFormValues,
  WarehouseGroupDto
> & {
  currentMembers?: WarehouseGroupMemberDto[];
};

/** The warehouse group form: a name and the ordered members (the shared schema's rules). */
export function WarehouseGroupForm({
  initialValues,
  currentMembers,
  ...handlers
}: WarehouseGroupFormProps) {
  const form = useResourceForm(warehouseGroupFormSchema, initialValues);
  return (
    <ResourceForm form={form} schema={warehouseGroupFormSchema} {...handlers}>
      <TextInput {...requiredLabel(LABELS.name)} {...form.getInputProps('name')} maw={480} />
      <MemberTransfer form={form} currentMembers={currentMembers} />
    </ResourceForm>
  );
}
