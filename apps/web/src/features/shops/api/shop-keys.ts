import type { ShopSearchInput } from '@logi/shared';

/** Query keys of the shops feature; invalidating `all` refreshes every list and record. */
export const shopKeys = {
  all: ['shops'] as const,
  searches: () => [...shopKeys.all, 'search'] as const,
  search: (search: ShopSearchInput) => [...shopKeys.searches(), search] as const,
  detail: (id: number) => [...shopKeys.all, 'detail', id] as const,
};
