// The supplier pages the router mounts.
export { SupplierEditPage } from './SupplierEditPage.tsx';
export { SupplierListPage } from './SupplierListPage.tsx';
export { SupplierRegisterPage } from './SupplierRegisterPage.tsx';
