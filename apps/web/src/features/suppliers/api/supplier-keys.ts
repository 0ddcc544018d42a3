import type { SupplierSearchInput } from '@logi/shared';

/** Query keys of the suppliers feature; invalidating `all` refreshes every list and record. */
export const supplierKeys = {
  all: ['suppliers'] as const,
  searches: () => [...supplierKeys.all, 'search'] as const,
  search: (search: SupplierSearchInput) => [...supplierKeys.searches(), search] as const,
  detail: (id: number) => [...supplierKeys.all, 'detail', id] as const,
};
