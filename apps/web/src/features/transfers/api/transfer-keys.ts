import type { TransferSearchInput } from '@logi/shared';

/** Query keys of 在庫移動; invalidating `all` reads the list and every transfer again. */
export const transferKeys = {
  all: ['transfers'] as const,
  search: (search: TransferSearchInput) => [...transferKeys.all, 'search', search] as const,
  detail: (id: number) => [...transferKeys.all, 'detail', id] as const,
  sourceLots: (warehouseId: number, productId: number) =>
    [...transferKeys.all, 'source-lots', warehouseId, productId] as const,
};
