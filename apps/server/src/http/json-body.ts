import type { FastifyInstance } from 'fastify';
import { INVALID_FORMAT_MESSAGE } from '@logi/shared';
import { AppError, INVALID_INPUT_MESSAGE } from './app-error.ts';

/** The largest body a route takes unless it says otherwise (the CSV uploads take 50 MB): 413 above. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** No request of this app nests deeper; a body that does is an attack or a broken client. */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply the JSON text nests its arrays and objects, stopping as soon as `limit` is passed:
 * a scan of the text, so a hostile body is refused before anything is built from it.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth -= 1;
    }
  }
  return false;
}

export const tooDeep = () =>
  new AppError('validation', INVALID_INPUT_MESSAGE, {
    fieldErrors: { _form: [INVALID_FORMAT_MESSAGE] },
  });

/**
 * JSON bodies: refused with 422 when nested deeper than {@link MAX_JSON_DEPTH}, then Fastify's own
 * parser (which refuses `__proto__` and `constructor.prototype` keys and malformed text).
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) return done(tooDeep(), undefined);
    parseJson(request, text, done);
  });
}
