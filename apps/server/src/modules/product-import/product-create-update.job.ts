import { PRODUCT_IMPORT_TEXTS as TEXTS } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { JobError, type JobContext, type JobHandler } from '../jobs/index.ts';
import { csvImportJob } from './product-import.job.ts';

/**
 * The product_create_update process carries two operations, told apart by payload.kind: a large
 * CSV import ('csv_import', here) and the products' sync to an external warehouse
 * ('warehouse_sync', the products module's function, passed in).
 */
export function productCreateUpdateHandler(
  db: Database,
  { warehouseSync }: { warehouseSync?: JobHandler } = {},
): JobHandler {
  const csvImport = csvImportJob(db);
  return async (context: JobContext) => {
    const kind = (context.payload as { kind?: unknown } | null)?.kind;
    if (kind === 'csv_import') return csvImport(context);
    if (kind === 'warehouse_sync' && warehouseSync) return warehouseSync(context);
    throw new JobError(TEXTS.unknownProcessKind, { retryable: false });
  };
}
