// The allocation module's public surface (docs/decisions/026): the engine other modules call
// (intake, shipping's cancel and NG actions), the settings they read, the routes and the timer.
export { allocateOrders, allocationStatusOf } from './allocation.engine.ts';
export { releaseOrders } from './allocation.release.ts';
export {
  allocationSettingsOf,
  DEFAULT_ALLOCATION_SETTINGS,
  type AllocationSettings,
} from './allocation-settings.service.ts';
export { allocationRoutes } from './allocation.routes.ts';
export { scheduleAutoAllocation } from './allocation-auto.ts';
