// The vendors module's public surface: its routes, the suppliers' in-use check (wired in app.ts)
// and the sync columns the vendor jobs read and write (modules/warehouse-jobs).
export { vendorsRoutes } from './vendors.routes.ts';
export { vendorUsingSupplier } from './vendors.service.ts';
export {
  findVendorsForSync,
  listVendorsForSync,
  setVendorSyncStatus,
} from './vendor-sync.repository.ts';
export type { VendorRow } from './vendors.table.ts';
export { findVendor } from './vendors.repository.ts';
