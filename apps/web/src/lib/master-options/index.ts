export { masterOptionKeys } from './master-option-keys.ts';
export {
  labelById,
  type MasterOption,
  type MasterRow,
  type MasterSource,
} from './master-source.ts';
export {
  useExternalWarehouseNames,
  useWarehouses,
  warehouseSource,
  warehousesQuery,
} from './warehouses.ts';
export {
  useWarehouseGroups,
  warehouseGroupSource,
  warehouseGroupsQuery,
} from './warehouse-groups.ts';
export { supplierSearchSource, supplierSource, useSuppliers } from './suppliers.ts';
export { shopSource } from './shops.ts';
export { vendorSource } from './vendors.ts';
export { productOrJanSource, productSource } from './products.ts';
export { appSettingSource, useAppSettingRows } from './app-settings.ts';
export { useWarehouseLocations, warehouseLocationsQuery } from './locations.ts';
