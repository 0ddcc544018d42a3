import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRODUCT_IMPORT_MAX_BYTES, PRODUCT_IMPORT_TEXTS as TEXTS } from '@logi/shared';
import { CpuSlices } from '../../cpu-slices.ts';
import { AppError } from '../../http/app-error.ts';

const tooLarge = () => new AppError('payload_too_large', TEXTS.fileTooLarge);

/**
 * The arrived chunks as one buffer, copied between pauses: writing 50 MB into fresh memory is a
 * page fault every 4 kB (a quarter of a second in one go on a busy VM).
 */
async function joined(chunks: readonly Buffer[], size: number): Promise<Buffer> {
  const whole = Buffer.allocUnsafe(size);
  const slices = new CpuSlices();
  let filled = 0;
  for (const chunk of chunks) {
    if (slices.spent) await slices.pause();
    filled += chunk.copy(whole, filled);
  }
  return whole;
}

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
        if (refused) return;
        joined(chunks, size).then(
          (bytes) => done(null, bytes),
          (error: Error) => done(error, undefined),
        );
      });
      payload.on('error', (error) => {
        if (!refused) done(error, undefined);
      });
    },
  );
}

/** Registers upload routes in a scope of their own: only there is a raw CSV body parsed. */
export async function withRawCsvBodies(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  // Elsewhere such a body stays unparsed (422).
  await app.register(async (scope) => {
    acceptRawCsvBodies(scope);
    routes(scope);
  });
}
