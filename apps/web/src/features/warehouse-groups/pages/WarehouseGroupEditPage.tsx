import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { WAREHOUSE_GROUP_FIELD_LABELS } from '@logi/shared';
import { AuditTrailPanel, EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useWarehouseGroup } from '../api/get-warehouse-group.ts';
import { useUpdateWarehouseGroup } from '../api/update-warehouse-group.ts';
import { WarehouseGroupForm } from '../components/WarehouseGroupForm.tsx';
import { toWarehouseGroupFormFields } from '../form/warehouse-group-form-values.ts';

// The trail keeps the members as names in priority order.
const formatValue = (field: string, value: unknown) =>
  field === 'members' && Array.isArray(value)
    ? value.map((name, index) => `${index + 1}. ${String(name)}`).join('、')
    : undefined;

/** /warehouses/groups/{id}/edit: 倉庫グループ編集, with the audit trail. */
export function WarehouseGroupEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const group = useWarehouseGroup(id);
  const update = useUpdateWarehouseGroup();
  const toList = () => void navigate(paths.warehouseGroups.list());

  return (
    <EditRecord query={group} fields={4}>
      {(loaded, reload) => (
        <Stack gap="xl">
          <WarehouseGroupForm
            initialValues={toWarehouseGroupFormFields(loaded)}
            currentMembers={loaded.members}
            save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
            onSaved={() => {
              notifications.show({ color: 'teal', message: '倉庫グループを更新しました' });
              toList();
            }}
            onCancel={toList}
            onReload={reload}
          />
          <AuditTrailPanel
            resource="warehouse_groups"
            recordId={id}
            fieldLabels={WAREHOUSE_GROUP_FIELD_LABELS}
            formatValue={formatValue}
          />
        </Stack>
      )}
    </EditRecord>
  );
}
