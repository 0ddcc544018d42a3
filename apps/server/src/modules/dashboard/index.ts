// The dashboard module's public surface: its one read-only route (ホーム).
export { dashboardRoutes } from './dashboard.routes.ts';
