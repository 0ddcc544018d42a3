import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreWarehouse } from '../api/store-warehouse.ts';
import { WarehouseForm } from '../components/WarehouseForm.tsx';
import { warehouseFormDefaults } from '../form/warehouse-form-values.ts';

/** /warehouses/register: 倉庫登録 (cut-off 13:00 by default). */
export function WarehouseRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreWarehouse();
  const [initialValues] = useState(warehouseFormDefaults);
  const toList = () => void navigate(paths.warehouses.list());

  return (
    <WarehouseForm
      initialValues={initialValues}
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: '倉庫を登録しました' });
        toList();
      }}
      onCancel={toList}
    />
  );
}
