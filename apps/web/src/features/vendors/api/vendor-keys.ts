import type { VendorSearchInput } from '@logi/shared';

/** Query keys of the vendors feature; invalidating `all` refreshes every list and record. */
export const vendorKeys = {
  all: ['vendors'] as const,
  searches: () => [...vendorKeys.all, 'search'] as const,
  search: (search: VendorSearchInput) => [...vendorKeys.searches(), search] as const,
  detail: (id: number) => [...vendorKeys.all, 'detail', id] as const,
};
