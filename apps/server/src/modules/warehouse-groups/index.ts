// The warehouse groups module's public surface: warehouses ask which groups hold one before it is
// deleted; shops (and allocation) read groups through here.
export { findGroup, groupNamesUsingWarehouse } from './warehouse-groups.repository.ts';
export { warehouseGroupsRoutes } from './warehouse-groups.routes.ts';
