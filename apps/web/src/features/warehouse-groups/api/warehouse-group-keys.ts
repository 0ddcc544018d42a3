import type { WarehouseGroupSearchInput } from '@logi/shared';

/** Query keys of the warehouse groups; invalidating `all` refreshes lists and records. */
export const warehouseGroupKeys = {
  all: ['warehouseGroups'] as const,
  searches: () => [...warehouseGroupKeys.all, 'search'] as const,
  search: (search: WarehouseGroupSearchInput) =>
    [...warehouseGroupKeys.searches(), search] as const,
  detail: (id: number) => [...warehouseGroupKeys.all, 'detail', id] as const,
};
