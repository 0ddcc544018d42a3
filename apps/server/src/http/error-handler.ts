import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FORM_ERROR_KEY, INVALID_FORMAT_MESSAGE } from '@logi/shared';
import {
  AppError,
  INVALID_INPUT_MESSAGE as INVALID_INPUT,
  type AppErrorCode,
  type FieldErrors,
} from './app-error.ts';

export function statusOf(code: AppErrorCode): number {
  switch (code) {
    case 'validation':
      return 422;
    case 'unauthenticated':
      return 401;
    case 'forbidden':
      return 403;
    case 'not_found':
      return 404;
    case 'conflict':
    case 'stale':
      return 409;
    case 'payload_too_large':
      return 413;
    case 'rate_limited':
      return 429;
    case 'timeout':
      return 504;
    case 'unavailable':
      return 503;
  }
}

function fieldErrorsFromValidation(
  validation: { instancePath: string; message?: string }[],
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of validation) {
    // The whole body (a string, an array) is keyed like the shared form errors: _form.
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || FORM_ERROR_KEY;
    (errors[field] ??= []).push(issue.message ?? INVALID_FORMAT_MESSAGE);
  }
  return errors;
}

/**
 * How database errors read as domain errors: db/database-errors.ts knows, app.ts passes it in, so
 * http/ and db/ do not import each other both ways (decision 049).
 */
export type DatabaseErrorReading = {
  domainErrorOf: (error: unknown) => AppError | undefined;
  unavailableErrorOf: (error: unknown) => AppError | undefined;
};

/** The one place where errors become HTTP responses; nothing internal ever reaches the client. */
export function registerErrorHandler(app: FastifyInstance, database: DatabaseErrorReading): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Last resort: a PostgreSQL error no repository wrapped is still the client's fault, not a 500.
    const domain = error instanceof AppError ? error : database.domainErrorOf(error);
    // The database away (a restart, a failover) is no bug: 503, and the client may try again.
    const unavailable = domain ? undefined : database.unavailableErrorOf(error);
    if (unavailable) request.log.warn({ err: error }, 'database unavailable');
    const known = domain ?? unavailable;
    if (known) {
      return reply
        .status(statusOf(known.code))
        .send({ message: known.message, ...(known.fieldErrors && { errors: known.fieldErrors }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply
        .status(422)
        .send({ message: INVALID_INPUT, errors: fieldErrorsFromValidation(error.validation) });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send({ message: 'リクエストが多すぎます。しばらくしてから再度お試しください。' });
    }
    if (status === 413) {
      return reply.status(413).send({ message: 'リクエストが大きすぎます。' });
    }
    if (status >= 400 && status < 500) {
      // Malformed JSON, unsupported media type and the like: the client's fault, said plainly.
      return reply
        .status(status === 400 || status === 415 ? 422 : status)
        .send({ message: INVALID_INPUT });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'サーバーでエラーが発生しました。' });
  });
}
