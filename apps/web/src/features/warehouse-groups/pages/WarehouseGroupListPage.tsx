import { warehouseGroupEndpoints } from '@logi/shared';
import { listPageOf } from '../../../components/resource/index.ts';
import { useDestroyWarehouseGroup } from '../api/destroy-warehouse-group.ts';
import { useWarehouseGroupSearch } from '../api/search-warehouse-groups.ts';
import { WAREHOUSE_GROUP_VIEW } from '../components/WarehouseGroupList.tsx';

const calls = {
  endpoints: warehouseGroupEndpoints,
  useSearch: useWarehouseGroupSearch,
  useDestroy: useDestroyWarehouseGroup,
};

/** /warehouses/groups: 倉庫グループ一覧 (the kit). */
export const WarehouseGroupListPage = listPageOf('warehouseGroups', WAREHOUSE_GROUP_VIEW, calls);
