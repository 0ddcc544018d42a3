import { Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  isProcessFinished,
  PAGE_TITLES,
  productEndpoints,
  PRODUCT_SYNC_LABELS,
} from '@logi/shared';
import { ResourceList, SyncActions, useListQuery } from '../../../components/resource/index.ts';
import { ErrorPanel } from '../../../components/ui/index.ts';
import { useServerEvent } from '../../../lib/events/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyProduct } from '../api/destroy-product.ts';
import { productKeys } from '../api/product-keys.ts';
import { useProductSearch } from '../api/search-products.ts';
import { PRODUCT_COLUMNS, PRODUCT_LIST, productSearchFields } from '../components/ProductList.tsx';
import { useSendProducts, useFetchProducts } from '../api/sync-products.ts';

// The jobs that write products (the link, an import): the list refreshes when one of them ends.
const PRODUCT_ACTIONS = new Set(['product_create_update', 'product_search']);

/** /products (tab 商品一覧): search, paging, sorting, CSV export, edit and delete; 送信 and 取得. */
export function ProductListPage() {
  const list = useListQuery(PRODUCT_LIST);
  const { filters, page, perPage, sort, direction } = list.query;
  const search = useProductSearch({ ...filters, page, perPage, sort, direction });
  const destroy = useDestroyProduct();
  const [syncError, setSyncError] = useState<unknown>(null);
  const sendSync = useSendProducts();
  const fetchSync = useFetchProducts();
  const queryClient = useQueryClient();
  useServerEvent('process.updated', ({ process }) => {
    if (PRODUCT_ACTIONS.has(process.action) && isProcessFinished(process.processStatus)) {
      void queryClient.invalidateQueries({ queryKey: productKeys.all });
    }
  });

  return (
    <Stack gap="md">
      <ErrorPanel error={syncError} />
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
        bulkActions={(selected, clear) => (
          <SyncActions
            selected={selected}
            clear={clear}
            onError={setSyncError}
            labels={PRODUCT_SYNC_LABELS}
            send={sendSync}
            fetch={fetchSync}
          />
        )}
      />
    </Stack>
  );
}
