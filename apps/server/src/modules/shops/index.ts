// The shops module's public surface: its routes, the warehouse groups' in-use check, and the
// lookup the records that name shops (SKU mappings) use.
export { shopsRoutes } from './shops.routes.ts';
export { shopUsingWarehouseGroup } from './shops.service.ts';
export { activeShopIds, findShopsByIds, findShopsByIdsOrCodes } from './shops.repository.ts';
