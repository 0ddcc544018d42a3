/**
 * Query keys of the masters' select options, one factory for every feature. Each sits under its
 * master's own key, so saving a warehouse (which invalidates `['warehouses']`) refreshes every
 * warehouse select too.
 */
export const masterOptionKeys = {
  warehouses: () => ['warehouses', 'options'] as const,
  warehouseGroups: () => ['warehouseGroups', 'options'] as const,
  suppliers: () => ['suppliers', 'options'] as const,
  supplierSearch: (keyword: string) => ['suppliers', 'options', 'search', keyword] as const,
  shops: () => ['shops', 'options'] as const,
  vendors: () => ['vendors', 'options'] as const,
  productSearch: (keyword: string, byJan: boolean) =>
    ['products', 'options', 'search', keyword, byJan] as const,
  appSettings: () => ['appSettings', 'options'] as const,
  locations: (warehouseId: number) => ['locations', 'options', warehouseId] as const,
};
