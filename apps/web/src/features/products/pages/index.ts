// The product pages the router mounts.
export { ProductEditPage } from './ProductEditPage.tsx';
export { ProductListPage } from './ProductListPage.tsx';
export { ProductRegisterPage } from './ProductRegisterPage.tsx';
