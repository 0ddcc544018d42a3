import { PRODUCT_IMPORT_TEXTS as TEXTS, type CsvEncoding } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { organisationScope } from '../../db/organisation-scope.ts';
import { JobError, type JobContext } from '../jobs/index.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';
import {
  deleteUpload,
  findUpload,
  lockProductImport,
  readUploadContent,
} from './product-import.repository.ts';
import { writeProductCsv, type CsvImportPayload } from './product-import.service.ts';

/**
 * The background CSV import: the kept file upserted in one transaction that also deletes it, so a
 * crash leaves the file and no product written (the retry starts over); a refused file ends it.
 */
export function csvImportJob(db: Database) {
  return async (context: JobContext): Promise<string> => {
    const payload = context.payload as CsvImportPayload;
    const scope = organisationScope(context.organisationId);
    const upload = await findUpload(db, scope, payload.uploadId);
    if (!upload) throw new JobError(TEXTS.uploadMissing, { retryable: false });
    try {
      const written = await db.transaction(async (tx) => {
        await lockProductImport(tx, scope, { wait: true });
        const result = await writeProductCsv(
          tx,
          scope,
          await readUploadContent(tx, scope, upload),
          upload.encoding as CsvEncoding,
          (done) => context.reportProgress(done, payload.rowCount),
          payload.lineBreaks,
          { inWorker: true },
        );
        await deleteUpload(tx, scope, upload.id);
        return result;
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
