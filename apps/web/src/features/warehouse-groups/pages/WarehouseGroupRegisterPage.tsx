import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreWarehouseGroup } from '../api/store-warehouse-group.ts';
import { WarehouseGroupForm } from '../components/WarehouseGroupForm.tsx';
import { warehouseGroupFormDefaults } from '../form/warehouse-group-form-values.ts';

/** /warehouses/groups/register: 倉庫グループ登録. */
export function WarehouseGroupRegisterPage() {
  const store = useStoreWarehouseGroup();
  return (
    <RegisterPage
      defaults={warehouseGroupFormDefaults}
      listPath={paths.warehouseGroups.list()}
      savedMessage="倉庫グループを登録しました"
    >
      {(form) => <WarehouseGroupForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
