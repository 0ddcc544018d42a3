// The shop pages the router mounts.
export { ShopEditPage } from './ShopEditPage.tsx';
export { ShopListPage } from './ShopListPage.tsx';
export { ShopRegisterPage } from './ShopRegisterPage.tsx';
