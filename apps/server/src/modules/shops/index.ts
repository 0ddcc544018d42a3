// The shops module's public surface: its routes, and the warehouse groups' in-use check.
export { shopsRoutes } from './shops.routes.ts';
export { shopUsingWarehouseGroup } from './shops.service.ts';
