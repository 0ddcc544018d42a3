// The warehouse group pages the router mounts.
export { WarehouseGroupEditPage } from './WarehouseGroupEditPage.tsx';
export { WarehouseGroupListPage } from './WarehouseGroupListPage.tsx';
export { WarehouseGroupRegisterPage } from './WarehouseGroupRegisterPage.tsx';
