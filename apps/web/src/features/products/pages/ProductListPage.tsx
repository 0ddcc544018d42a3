import { productEndpoints, PRODUCT_SYNC_LABELS } from '@logi/shared';
import { SyncedMasterList, useMasterListProps } from '../../../components/resource/index.ts';
import { useDestroyProduct } from '../api/destroy-product.ts';
import { productKeys } from '../api/product-keys.ts';
import { useProductSearch } from '../api/search-products.ts';
import { useFetchProducts, useSendProducts } from '../api/sync-products.ts';
import { PRODUCT_VIEW } from '../components/ProductList.tsx';

const calls = {
  endpoints: productEndpoints,
  useSearch: useProductSearch,
  useDestroy: useDestroyProduct,
};
// The jobs that write products (the link, an import): the list refreshes when one of them ends.
const PRODUCT_JOBS = new Set(['product_create_update', 'product_search']);

/** /products (tab 商品一覧): search, paging, sorting, CSV export, edit and delete; 送信 and 取得. */
export function ProductListPage() {
  const list = useMasterListProps('products', PRODUCT_VIEW, calls);
  const sync = { labels: PRODUCT_SYNC_LABELS, send: useSendProducts(), fetch: useFetchProducts() };
  return (
    <SyncedMasterList list={list} sync={sync} jobs={PRODUCT_JOBS} refreshes={productKeys.all} />
  );
}
