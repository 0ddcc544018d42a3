// The warehouse pages the router mounts.
export { WarehouseEditPage } from './WarehouseEditPage.tsx';
export { WarehouseListPage } from './WarehouseListPage.tsx';
export { WarehouseRegisterPage } from './WarehouseRegisterPage.tsx';
