import { Input, Stack, Text } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  WAREHOUSE_GROUP_FIELD_LABELS as LABELS,
  WAREHOUSE_TYPES,
  type WarehouseGroupMemberDto,
} from '@logi/shared';
import {
  FieldLabel,
  TableSkeleton,
  TransferList,
  type TransferItem,
} from '../../../components/ui/index.ts';
import { useWarehouses } from '../../../lib/master-options/index.ts';
import type { WarehouseGroupFormFields } from '../form/warehouse-group-form-values.ts';

type Candidate = Pick<WarehouseGroupMemberDto, 'code' | 'name' | 'type'> & { id: number };

const itemOf = ({ id, code, name, type }: Candidate): TransferItem => ({
  id,
  name: `${name}（${code}）`,
  description: [WAREHOUSE_TYPES[type]],
});

/**
 * The members, chosen and ordered with the transfer list (spec §2): left every warehouse, right
 * the members, whose order is the allocation priority, shown as 1, 2, 3….
 */
export function MemberTransfer({
  form,
  currentMembers = [],
}: {
  form: UseFormReturnType<WarehouseGroupFormFields>;
  /** The group's members as loaded (edit), so they show even beyond the options' page. */
  currentMembers?: WarehouseGroupMemberDto[];
}) {
  const options = useWarehouses();
  if (options.isPending) return <TableSkeleton rows={4} />;
  const candidates = new Map<number, TransferItem>();
  for (const member of currentMembers) {
    candidates.set(member.warehouseId, itemOf({ ...member, id: member.warehouseId }));
  }
  for (const warehouse of options.data ?? []) candidates.set(warehouse.id, itemOf(warehouse));
  const selected = form.values.warehouseIds.flatMap((id, index) => {
    const item = candidates.get(id);
    return item ? [{ ...item, name: `${index + 1}. ${item.name}` }] : [];
  });
  const error = form.errors.warehouseIds;

  return (
    <Stack gap={4}>
      <Input.Label>
        <FieldLabel required>{LABELS.warehouseIds}</FieldLabel>
      </Input.Label>
      <Text size="xs" c="dimmed">
        右側の順番が引当の優先順位です（1が最優先）。
      </Text>
      <TransferList
        available={[...candidates.values()]}
        selected={selected}
        onChange={(next) => {
          form.setFieldValue(
            'warehouseIds',
            next.map((item) => Number(item.id)),
          );
          form.clearFieldError('warehouseIds');
        }}
        leftTitle="倉庫一覧"
        rightTitle="所属倉庫（優先順）"
        filterable
      />
      {error ? (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
