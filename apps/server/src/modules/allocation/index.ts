// The allocation module's public surface (docs/decisions/031): the engine the seeds and tests call,
// 自動引当 at intake (app.ts gives it to the orders routes), the settings, the routes and the timer.
export { allocateOrders } from './allocation-engine.ts';
export { allocateAgain, allocateAtIntake } from './allocation-at-intake.ts';
export {
  allocationSettingsOf,
  DEFAULT_ALLOCATION_SETTINGS,
  type AllocationSettings,
} from './allocation-settings.service.ts';
export { allocationRoutes } from './allocation.routes.ts';
export { scheduleAutoAllocation } from './allocation-auto.ts';
