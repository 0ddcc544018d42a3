import { PAGE_TITLES, shopEndpoints } from '@logi/shared';
import { ResourceList, useListQuery } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyShop } from '../api/destroy-shop.ts';
import { useShopSearch } from '../api/search-shops.ts';
import { SHOP_COLUMNS, SHOP_LIST, shopSearchFields } from '../components/ShopList.tsx';

/** /shops: search, paging, sorting, CSV export, edit and delete (the kit). */
export function ShopListPage() {
  const list = useListQuery(SHOP_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useShopSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroyShop();

  return (
    <ResourceList
      list={list}
      search={search}
      columns={SHOP_COLUMNS}
      rowLabel={(row) => row.name}
      searchForm={{ label: 'ショップの検索', fields: shopSearchFields }}
      registerTo={paths.shops.register()}
      editTo={(row) => paths.shops.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: 'ショップを削除しました' }}
      csv={{
        url: shopEndpoints.export.path,
        fallbackName: `${PAGE_TITLES.shops.list}.csv`,
      }}
    />
  );
}
