import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_TEXTS as TEXTS } from '@logi/shared';
import { AppError } from '../../http/app-error.ts';

const tooLarge = () => new AppError('payload_too_large', TEXTS.fileTooLarge);

/**
 * Where an arriving file is gathered. With a Content-Length (what browsers send for a file) each
 * chunk is copied into one buffer of that size as it comes: joining 50 MB of chunks at the end
 * stalled the event loop for one long copy.
 */
function bodyCollector(declaredLength: number | undefined) {
  if (declaredLength === undefined) {
    const chunks: Buffer[] = [];
    return { add: (chunk: Buffer) => void chunks.push(chunk), bytes: () => Buffer.concat(chunks) };
  }
  const whole = Buffer.allocUnsafe(declaredLength);
  let filled = 0;
  return {
    add: (chunk: Buffer) => {
      filled += chunk.copy(whole, filled);
    },
    bytes: () => whole.subarray(0, filled),
  };
}

/**
 * The upload routes take the file's raw bytes (application/octet-stream or text/csv) up to 50 MB;
 * a larger one is refused as it arrives, with the page's own message.
 */
export function acceptRawCsvBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(
    ['application/octet-stream', 'text/csv'],
    (request: FastifyRequest, payload, done) => {
      const header = request.headers['content-length'];
      const declared = header === undefined ? undefined : Number(header);
      if ((declared ?? 0) > PRODUCT_IMPORT_MAX_BYTES) {
        payload.resume();
        done(tooLarge(), undefined);
        return;
      }
      const body = bodyCollector(declared);
      let size = 0;
      let refused = false;
      payload.on('data', (chunk: Buffer) => {
        if (refused) return;
        size += chunk.length;
        // Node's parser holds a body to its Content-Length; this bounds one sent without it.
        if (size > PRODUCT_IMPORT_MAX_BYTES || (declared !== undefined && size > declared)) {
          refused = true;
          done(tooLarge(), undefined);
          return;
        }
        body.add(chunk);
      });
      payload.on('end', () => {
        if (!refused) done(null, body.bytes());
      });
      payload.on('error', (error) => {
        if (!refused) done(error, undefined);
      });
    },
  );
}
