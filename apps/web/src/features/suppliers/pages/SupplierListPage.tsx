import { PAGE_TITLES, supplierEndpoints } from '@logi/shared';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroySupplier } from '../api/destroy-supplier.ts';
import { useSupplierSearch } from '../api/search-suppliers.ts';
import {
  SUPPLIER_COLUMNS,
  SUPPLIER_LIST,
  supplierSearchFields,
} from '../components/SupplierList.tsx';

/** /suppliers: search, paging, sorting, CSV export, edit and delete (the kit). */
export function SupplierListPage() {
  const list = useListQuery(SUPPLIER_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useSupplierSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroySupplier();

  return (
    <ResourceList
      list={list}
      search={search}
      columns={SUPPLIER_COLUMNS}
      rowLabel={(row) => row.name}
      searchForm={{ label: '仕入先の検索', fields: supplierSearchFields }}
      registerTo={paths.suppliers.register()}
      editTo={(row) => paths.suppliers.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: '仕入先を削除しました' }}
      csv={{
        url: supplierEndpoints.export.path,
        fallbackName: `${PAGE_TITLES.suppliers.list}.csv`,
      }}
    />
  );
}
