import { warehouseEndpoints } from '@logi/shared';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyWarehouse } from '../api/destroy-warehouse.ts';
import { useWarehouseSearch } from '../api/search-warehouses.ts';
import {
  WAREHOUSE_COLUMNS,
  WAREHOUSE_LIST,
  warehouseSearchFields,
} from '../components/WarehouseList.tsx';

/** /warehouses: 倉庫一覧 (the kit). */
export function WarehouseListPage() {
  const list = useListQuery(WAREHOUSE_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useWarehouseSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroyWarehouse();

  return (
    <ResourceList
      list={list}
      search={search}
      columns={WAREHOUSE_COLUMNS}
      rowLabel={(row) => row.name}
      searchForm={{ label: '倉庫の検索', fields: warehouseSearchFields }}
      registerTo={paths.warehouses.register()}
      editTo={(row) => paths.warehouses.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: '倉庫を削除しました' }}
      csv={{ url: warehouseEndpoints.export.path, fallbackName: '倉庫一覧.csv' }}
    />
  );
}
