// The system-integration setting pages the router mounts.
export { AppSettingEditPage } from './AppSettingEditPage.tsx';
export { AppSettingListPage } from './AppSettingListPage.tsx';
export { AppSettingRegisterPage } from './AppSettingRegisterPage.tsx';
