// The warehouse simulator: an HTTP service implementing @logi/warehouse-api with its own state.
export {
  buildWarehouseSim,
  startWarehouseSim,
  type WarehouseSim,
  type WarehouseSimOptions,
} from './sim-app.ts';
export { simControl, type FaultRequest, type SimControl } from './control-client.ts';
export { CONTROL_TOKEN_HEADER } from './control-routes.ts';
export { SIM_DEMO_ACCOUNT, SIM_DEMO_ACCOUNTS, type SimAccount } from './sim-accounts.ts';
export { DEFAULT_SETTINGS, FAULT_KINDS, type FaultKind, type SimSettings } from './sim-state.ts';
export type { LogEntry } from './request-log.ts';
