import { PAGE_TITLES, vendorEndpoints } from '@logi/shared';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyVendor } from '../api/destroy-vendor.ts';
import { useVendorSearch } from '../api/search-vendors.ts';
import { VENDOR_COLUMNS, VENDOR_LIST, vendorSearchFields } from '../components/vendor-list.tsx';

/** /rsl_venders: search, paging, sorting, CSV export, edit and delete (the kit). */
export function VendorListPage() {
  const list = useListQuery(VENDOR_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useVendorSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroyVendor();

  return (
    <ResourceList
      list={list}
      search={search}
      columns={VENDOR_COLUMNS}
      rowLabel={(row) => row.name}
      searchForm={{ label: 'ベンダーの検索', fields: vendorSearchFields }}
      registerTo={paths.vendors.register()}
      editTo={(row) => paths.vendors.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: 'ベンダーを削除しました' }}
      csv={{
        url: vendorEndpoints.export.path,
        fallbackName: `${PAGE_TITLES.vendors.list}.csv`,
      }}
    />
  );
}
