import type { WarehouseSearchInput } from '@logi/shared';

/** Query keys of the warehouses; invalidating `all` refreshes lists and records. */
export const warehouseKeys = {
  all: ['warehouses'] as const,
  searches: () => [...warehouseKeys.all, 'search'] as const,
  search: (search: WarehouseSearchInput) => [...warehouseKeys.searches(), search] as const,
  detail: (id: number) => [...warehouseKeys.all, 'detail', id] as const,
};
