// The warehouses module's public surface: groups read the warehouses they hold; the settings'
// in-use check; app.ts wires the checks of the modules that refer to warehouses.
export {
  findExternalWarehouses,
  findWarehouse,
  warehouseSummaries,
  type WarehouseSummary,
} from './warehouses.repository.ts';
export type { WarehouseRow } from './warehouses.table.ts';
export { warehousesRoutes } from './warehouses.routes.ts';
export {
  WAREHOUSE_NOT_FOUND,
  warehouseUsingSetting,
  warehousesAcceptSettingKind,
  type WarehouseUsage,
} from './warehouses.service.ts';
