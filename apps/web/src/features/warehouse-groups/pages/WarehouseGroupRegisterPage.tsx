import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreWarehouseGroup } from '../api/store-warehouse-group.ts';
import { WarehouseGroupForm } from '../components/WarehouseGroupForm.tsx';
import { warehouseGroupFormDefaults } from '../form/warehouse-group-form-values.ts';

/** /warehouses/groups/register: 倉庫グループ登録. */
export const WarehouseGroupRegisterPage = registerPageOf(
  'warehouseGroups',
  WarehouseGroupForm,
  warehouseGroupFormDefaults,
  useStoreWarehouseGroup,
);
