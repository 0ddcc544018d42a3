// The vendor pages the router mounts.
export { VendorEditPage } from './VendorEditPage.tsx';
export { VendorListPage } from './VendorListPage.tsx';
export { VendorRegisterPage } from './VendorRegisterPage.tsx';
