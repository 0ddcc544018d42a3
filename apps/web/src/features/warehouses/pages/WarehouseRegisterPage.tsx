import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreWarehouse } from '../api/store-warehouse.ts';
import { WarehouseForm } from '../components/WarehouseForm.tsx';
import { warehouseFormDefaults } from '../form/warehouse-form-values.ts';

/** /warehouses/register: 倉庫登録 (cut-off 13:00 by default). */
export function WarehouseRegisterPage() {
  const store = useStoreWarehouse();
  return (
    <RegisterPage
      defaults={warehouseFormDefaults}
      listPath={paths.warehouses.list()}
      savedMessage="倉庫を登録しました"
    >
      {(form) => <WarehouseForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
