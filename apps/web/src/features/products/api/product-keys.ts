import type { ProductSearchInput } from '@logi/shared';

/** Query keys of the products feature; invalidating `all` refreshes every list and record. */
export const productKeys = {
  all: ['products'] as const,
  searches: () => [...productKeys.all, 'search'] as const,
  search: (search: ProductSearchInput) => [...productKeys.searches(), search] as const,
  detail: (id: number) => [...productKeys.all, 'detail', id] as const,
  skuMappings: (id: number) => [...productKeys.all, 'skuMappings', id] as const,
};
