import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreWarehouse } from '../api/store-warehouse.ts';
import { WarehouseForm } from '../components/WarehouseForm.tsx';
import { warehouseFormDefaults } from '../form/warehouse-form-values.ts';

/** /warehouses/register: 倉庫登録 (cut-off 13:00 by default). */
export const WarehouseRegisterPage = registerPageOf(
  'warehouses',
  WarehouseForm,
  warehouseFormDefaults,
  useStoreWarehouse,
);
