import { warehouseGroupEndpoints } from '@logi/shared';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyWarehouseGroup } from '../api/destroy-warehouse-group.ts';
import { useWarehouseGroupSearch } from '../api/search-warehouse-groups.ts';
import {
  WAREHOUSE_GROUP_COLUMNS,
  WAREHOUSE_GROUP_LIST,
  warehouseGroupSearchFields,
} from '../components/WarehouseGroupList.tsx';

/** /warehouses/groups: 倉庫グループ一覧 (the kit). */
export function WarehouseGroupListPage() {
  const list = useListQuery(WAREHOUSE_GROUP_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useWarehouseGroupSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroyWarehouseGroup();

  return (
    <ResourceList
      list={list}
      search={search}
      columns={WAREHOUSE_GROUP_COLUMNS}
      rowLabel={(row) => row.name}
      searchForm={{ label: '倉庫グループの検索', fields: warehouseGroupSearchFields }}
      registerTo={paths.warehouseGroups.register()}
      editTo={(row) => paths.warehouseGroups.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: '倉庫グループを削除しました' }}
      csv={{ url: warehouseGroupEndpoints.export.path, fallbackName: '倉庫グループ一覧.csv' }}
    />
  );
}
