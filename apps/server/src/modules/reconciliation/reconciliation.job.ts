import type { Database } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import type { JobHandler } from '../jobs/index.ts';
import { runReconciliation } from './reconciliation.service.ts';

/** The job of 整合性チェック (started from the page, or daily by the scheduler as I_reconciliation). */
export const reconciliationHandler =
  (db: Database): JobHandler =>
  (context) =>
    runReconciliation(
      db,
      // The engine's own row names the organisation: trusted server code.
      organisationScope(context.organisationId),
      context.processId,
      context.reportProgress,
    );
