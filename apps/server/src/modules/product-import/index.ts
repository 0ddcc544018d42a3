// The product CSV import's public surface: its routes and the product_create_update handler.
export { productImportRoutes } from './product-import.routes.ts';
export { productCreateUpdateHandler } from './product-create-update.handler.ts';
export { readProductImportOptions } from './product-import.config.ts';
