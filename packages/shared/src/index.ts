// Must stay the first import: it configures zod before any schema is built.
import './validation/zod-setup.ts';
import { installJapaneseZodMessages } from './validation/error-map.ts';

export * from './case/case-conversion.ts';
export * from './constants.ts';
export * from './dates/business-dates.ts';
export * from './dates/format.ts';
export * from './dates/jst.ts';
export * from './errors/collectors.ts';
export * from './labels/actions.ts';
export * from './labels/masters.ts';
export * from './labels/navigation.ts';
export * from './labels/statuses.ts';
export * from './labels/texts.ts';
export * from './notifications/notification-schema.ts';
export * from './validation/error-map.ts';
export * from './validation/field-errors.ts';
export * from './validation/fields.ts';
export * from './validation/messages.ts';
export * from './validation/patterns.ts';

// Every schema of the app, web or server, speaks Japanese as soon as this package is loaded.
installJapaneseZodMessages();
export * from './prefectures.ts';
export * from './processes/process-contract.ts';
export * from './notifications/notification-contract.ts';
export * from './audit/audit-contract.ts';
export * from './contracts/endpoint.ts';
export * from './contracts/page.ts';
export * from './contracts/csv-export.ts';
export * from './contracts/search-body.ts';
export * from './validation/address-fields.ts';
export * from './suppliers/supplier-schema.ts';
export * from './suppliers/supplier-contract.ts';
export * from './vendors/vendor-schema.ts';
export * from './vendors/vendor-contract.ts';
export * from './shops/shop-schema.ts';
export * from './shops/shop-contract.ts';
export * from './labels/warehouses.ts';
export * from './app-settings/app-setting-schema.ts';
export * from './app-settings/app-setting-contract.ts';
export * from './warehouses/warehouse-schema.ts';
export * from './warehouses/warehouse-contract.ts';
export * from './warehouse-groups/warehouse-group-schema.ts';
export * from './warehouse-groups/warehouse-group-contract.ts';
