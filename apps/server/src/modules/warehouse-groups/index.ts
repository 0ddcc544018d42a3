// The warehouse groups module's public surface: its routes, the warehouses' in-use check, and
// findGroup for shops (and allocation); app.ts wires the checks of the modules that refer to groups.
export { findGroup } from './warehouse-groups.repository.ts';
export { warehouseGroupsRoutes } from './warehouse-groups.routes.ts';
export { groupUsingWarehouse, type WarehouseGroupUsage } from './warehouse-groups.service.ts';
