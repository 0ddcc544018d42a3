// The vendors module's public surface: its routes and the suppliers' in-use check (wired in app.ts).
export { vendorsRoutes } from './vendors.routes.ts';
export { vendorUsingSupplier } from './vendors.service.ts';
