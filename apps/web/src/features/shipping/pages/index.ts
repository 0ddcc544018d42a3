export { ShippingNgDetailPage } from './ShippingNgDetailPage.tsx';
export { ShippingNgListPage } from './ShippingNgListPage.tsx';
