import { PRODUCT_IMPORT_TEXTS as TEXTS } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { JobError, type JobContext } from '../jobs/index.ts';
import { analyseStagedProducts } from '../products/index.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';
import { deleteUpload, findUpload, lockProductImport } from './product-import.repository.ts';
import { writeStagedProducts, type CsvImportPayload } from './product-import.service.ts';

/**
 * The background CSV import: the rows the request checked and staged are written in one transaction
 * that also deletes them, so a crash leaves them and no product written (the retry starts over); a
 * file refused by what changed since (a supplier deleted) ends it.
 */
export function csvImportJob(db: Database) {
  return async (context: JobContext): Promise<string> => {
    const payload = context.payload as CsvImportPayload;
    const scope = organisationScope(context.organisationId);
    const upload = await findUpload(db, scope, payload.uploadId);
    // An upload kept before the rows were staged has none: it cannot be imported as it is.
    if (!upload || upload.rowCount !== payload.rowCount) {
      throw new JobError(TEXTS.uploadMissing, { retryable: false });
    }
    await analyseStagedProducts(db);
    try {
      const written = await db.transaction(async (tx) => {
        await lockProductImport(tx, scope, { wait: true });
        return writeStagedProducts(
          tx,
          scope,
          {
            id: upload.id,
            rowCount: upload.rowCount,
            presentFields: upload.presentFields as never,
          },
          (done) => context.reportProgress(done, payload.rowCount),
        );
      });
      return TEXTS.result(written.created, written.updated);
    } catch (error) {
      if (!(error instanceof ProductCsvRejection)) throw error;
      // The data changed since the file was checked (a supplier deleted): the file cannot go in.
      await deleteUpload(db, scope, upload.id);
      const first = error.errors?.[0];
      const detail = typeof first === 'object' ? ` ${first.行目}行目` : '';
      throw new JobError(`${error.message}${detail}`, { retryable: false });
    }
  };
}
