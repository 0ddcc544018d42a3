import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreWarehouseGroup } from '../api/store-warehouse-group.ts';
import { WarehouseGroupForm } from '../components/WarehouseGroupForm.tsx';
import { warehouseGroupFormDefaults } from '../form/warehouse-group-form-values.ts';

/** /warehouses/groups/register: 倉庫グループ登録. */
export function WarehouseGroupRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreWarehouseGroup();
  const [initialValues] = useState(warehouseGroupFormDefaults);
  const toList = () => void navigate(paths.warehouseGroups.list());

  return (
    <WarehouseGroupForm
      initialValues={initialValues}
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: '倉庫グループを登録しました' });
        toList();
      }}
      onCancel={toList}
    />
  );
}
