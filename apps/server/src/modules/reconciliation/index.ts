// The reconciliation module's public surface (整合性チェック): its routes, its job, and the last
// run's count for the home page. It writes only its own tables; the checks are read-models/.
export { reconciliationRoutes } from './reconciliation.routes.ts';
export { reconciliationHandler } from './reconciliation.job.ts';
export { runReconciliation } from './reconciliation.service.ts';
