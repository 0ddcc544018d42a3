// The warehouse provider: one interface for every outsourced (or own) warehouse, its adapters and
// the factory jobs use (docs/warehouse-api.md, decision 019).
export type {
  ConnectionCheck,
  ItemRefusal,
  ProviderCall,
  WarehouseProvider,
  WriteOutcome,
} from './warehouse-provider.types.ts';
export {
  PROVIDER_MESSAGES,
  WarehouseApiError,
  type WarehouseApiErrorKind,
} from './warehouse-api-error.ts';
export { httpWarehouseProvider, toWriteOutcome } from './http-provider.ts';
export { HTTP_DEFAULTS, type HttpTransportOptions } from './http-transport.ts';
export { ownWarehouseProvider } from './own-warehouse-provider.ts';
export {
  checkSettingConnection,
  providerForSetting,
  providerForWarehouse,
  type ProviderOptions,
  type ProviderTuning,
} from './provider-factory.ts';
export { awaitRequestResult, collectAllPages } from './provider-helpers.ts';
export { runConnectionTest, type ConnectionTestOutcome } from './connection-check.ts';
