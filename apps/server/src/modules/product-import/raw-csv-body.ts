import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_TEXTS as TEXTS } from '@logi/shared';
import { AppError } from '../../http/app-error.ts';

const tooLarge = () => new AppError('payload_too_large', TEXTS.fileTooLarge);

/**
 * The upload routes take the file's raw bytes (application/octet-stream or text/csv) up to 50 MB;
 * a larger one is refused as it arrives, with the page's own message.
 */
export function acceptRawCsvBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    ['application/octet-stream', 'text/csv'],
    (request: FastifyRequest, payload, done) => {
      if (Number(request.headers['content-length'] ?? 0) > PRODUCT_IMPORT_MAX_BYTES) {
        payload.resume();
        done(tooLarge(), undefined);
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      let refused = false;
      payload.on('data', (chunk: Buffer) => {
        if (refused) return;
        size += chunk.length;
        if (size > PRODUCT_IMPORT_MAX_BYTES) {
          refused = true;
          chunks.length = 0;
          done(tooLarge(), undefined);
          return;
        }
        chunks.push(chunk);
      });
      payload.on('end', () => {
        if (!refused) done(null, Buffer.concat(chunks));
      });
      payload.on('error', (error) => {
        if (!refused) done(error, undefined);
      });
    },
  );
}
