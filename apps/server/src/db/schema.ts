// Every table of the app, for Drizzle's query API and for drizzle-kit's migrations.
export * from '../modules/organisations/organisations.table.ts';
export * from '../modules/users/users.table.ts';
export * from '../modules/auth/auth.table.ts';
export * from '../modules/notifications/notifications.table.ts';
export * from '../modules/processes/processes.table.ts';
export * from '../modules/app-settings/app-settings.table.ts';
export * from '../modules/warehouses/warehouses.table.ts';
export * from '../modules/warehouse-groups/warehouse-groups.table.ts';
export * from '../modules/audit/audit.table.ts';
export * from '../modules/suppliers/suppliers.table.ts';
export * from '../modules/vendors/vendors.table.ts';
export * from '../modules/shops/shops.table.ts';
export * from '../modules/products/products.table.ts';
export * from '../modules/stocks/stocks.table.ts';
export * from '../modules/product-import/product-import-uploads.table.ts';
export * from '../modules/inbound/receiving-schedules.table.ts';
export * from '../modules/inbound/customer-returns.table.ts';
