// The allocation module's public surface (docs/decisions/026): the engine other modules call
// (intake), the settings they read, the routes and the timer.
export { allocateOrders } from './allocation.engine.ts';
export {
  allocationSettingsOf,
  DEFAULT_ALLOCATION_SETTINGS,
  type AllocationSettings,
} from './allocation-settings.service.ts';
export { allocationRoutes } from './allocation.routes.ts';
export { scheduleAutoAllocation } from './allocation-auto.ts';
