import { PAGE_TITLES, productEndpoints } from '@logi/shared';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyProduct } from '../api/destroy-product.ts';
import { useProductSearch } from '../api/search-products.ts';
import { PRODUCT_COLUMNS, PRODUCT_LIST, productSearchFields } from '../components/product-list.tsx';

/** /products (tab 商品一覧): search, paging, sorting, CSV export, edit and delete (the kit). */
export function ProductListPage() {
  const list = useListQuery(PRODUCT_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useProductSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroyProduct();

  return (
    <ResourceList
      list={list}
      search={search}
      columns={PRODUCT_COLUMNS}
      rowLabel={(row) => row.name}
      searchForm={{ label: '商品の検索', fields: productSearchFields }}
      registerTo={paths.products.register()}
      editTo={(row) => paths.products.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: '商品を削除しました' }}
      csv={{
        url: productEndpoints.export.path,
        fallbackName: `${PAGE_TITLES.products.list}.csv`,
      }}
    />
  );
}
