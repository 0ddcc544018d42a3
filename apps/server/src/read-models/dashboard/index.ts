// ホーム's read model: every figure of the home dashboard in one statement (decision 033). The
// dashboard module keeps its routes, snapshot and refresher.
export { readDashboardFigures, type DashboardFigures } from './dashboard-figures.ts';
