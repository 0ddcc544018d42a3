// The locations module's public surface (棚番, decision 066): its routes and the warehouses'
// in-use check (wired in app.ts).
export { locationsRoutes } from './locations.routes.ts';
export { locationUsingWarehouse } from './locations.service.ts';
