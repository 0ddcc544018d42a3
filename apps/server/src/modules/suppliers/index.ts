// The suppliers module's public surface: its routes, and the lookups the modules that refer to
// suppliers (vendors) use for names.
export { suppliersRoutes } from './suppliers.routes.ts';
export { findSuppliersByIds, supplierIdsByCode } from './suppliers.repository.ts';
export type { SupplierUsage } from './suppliers.service.ts';
