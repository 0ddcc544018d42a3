// The location pages the router mounts.
export { LocationEditPage } from './LocationEditPage.tsx';
export { LocationListPage } from './LocationListPage.tsx';
export { LocationRegisterPage } from './LocationRegisterPage.tsx';
