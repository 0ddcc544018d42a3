// The warehouses module's public surface: settings ask which warehouses use one before it is
// deleted; groups read the warehouses they hold.
export {
  warehouseNamesUsingSetting,
  warehouseSummaries,
  type WarehouseSummary,
} from './warehouses.repository.ts';
export { warehousesRoutes } from './warehouses.routes.ts';
export { WAREHOUSE_NOT_FOUND } from './warehouses.service.ts';
