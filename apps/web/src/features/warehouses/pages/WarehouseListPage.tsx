import { warehouseEndpoints } from '@logi/shared';
import { listPageOf } from '../../../components/resource/index.ts';
import { useDestroyWarehouse } from '../api/destroy-warehouse.ts';
import { useWarehouseSearch } from '../api/search-warehouses.ts';
import { WAREHOUSE_VIEW } from '../components/WarehouseList.tsx';

const calls = {
  endpoints: warehouseEndpoints,
  useSearch: useWarehouseSearch,
  useDestroy: useDestroyWarehouse,
};

/** /warehouses: 倉庫一覧 (the kit). */
export const WarehouseListPage = listPageOf('warehouses', WAREHOUSE_VIEW, calls);
