import pg from 'pg';
import {
  INVALID_FORMAT_MESSAGE,
  REQUIRED_MESSAGE,
  snakeToCamel,
  TEXTS,
  FORM_ERROR_KEY,
} from '@logi/shared';
import { AppError, INVALID_INPUT_MESSAGE } from '../http/app-error.ts';
import type { DatabaseErrorReading } from '../http/error-handler.ts';

/**
 * Constraint name → the (camelCase) field a violation is reported on, declared by the table's
 * owner next to the table, e.g. `{ products_code_unique: 'code' }`.
 */
export type ConstraintFields = Readonly<Record<string, string>>;

/** The PostgreSQL error codes (SQLSTATE) that are the client's fault, not the server's. */
export const CLIENT_FAULT_CODES = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  notNullViolation: '23502',
  checkViolation: '23514',
  invalidTextRepresentation: '22P02',
  invalidDatetimeFormat: '22007',
  datetimeFieldOverflow: '22008',
  numericValueOutOfRange: '22003',
  stringDataRightTruncation: '22001',
  // A NUL or an unencodable character in a text value.
  characterNotInRepertoire: '22021',
} as const;

/** Said when a row cannot be deleted because other rows still refer to it. */
export const IN_USE_MESSAGE = '他のデータで使用されているため削除できません';

/** SQLSTATEs of a server that is going away or not there yet: shutdown, crash, failover, start-up. */
const SERVER_AWAY_CODES = new Set(['57P01', '57P02', '57P03']);
/** Node's socket errors of a server that cannot be reached. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres says these as plain Errors, without a code. */
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated unexpectedly',
  'Client has encountered a connection error and is not queryable',
  'Connection terminated due to connection timeout',
  'timeout exceeded when trying to connect',
];

function isConnectionLoss(error: Error): boolean {
  const code = (error as Error & { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exceptions.
    if (error instanceof pg.DatabaseError)
      return code.startsWith('08') || SERVER_AWAY_CODES.has(code);
    if (UNREACHABLE_CODES.has(code)) return true;
  }
  return LOST_CONNECTION_MESSAGES.includes(error.message);
}

/**
 * The 503 a lost or refused database connection stands for (a restart, a failover): the caller
 * may try again shortly. Undefined for any other error.
 */
export function unavailableErrorOf(error: unknown): AppError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (isConnectionLoss(current)) return new AppError('unavailable', TEXTS.databaseUnavailable);
    // Happy Eyeballs: one refusal per address of the host.
    if (current instanceof AggregateError && current.errors.some((e) => unavailableErrorOf(e))) {
      return new AppError('unavailable', TEXTS.databaseUnavailable);
    }
    current = current.cause;
  }
  return undefined;
}

/** The PostgreSQL error behind `error` (Drizzle wraps it in `cause`), if there is one. */
export function postgresErrorIn(error: unknown): pg.DatabaseError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && current instanceof Error; depth += 1) {
    if (current instanceof pg.DatabaseError) return current;
    current = current.cause;
  }
  return undefined;
}

function invalid(field: string, message: string): AppError {
  return new AppError('validation', INVALID_INPUT_MESSAGE, {
    field,
    fieldErrors: { [field]: [message] },
  });
}

/**
 * The domain error a PostgreSQL error stands for, or undefined when it is the server's own fault
 * (a lost connection, a syntax error, a deadlock…), which stays a 500.
 */
export function domainErrorOf(error: unknown, fields: ConstraintFields = {}): AppError | undefined {
  const database = postgresErrorIn(error);
  if (!database) return undefined;
  const declared = database.constraint ? fields[database.constraint] : undefined;
  const codes = CLIENT_FAULT_CODES;
  switch (database.code) {
    case codes.uniqueViolation:
      return invalid(declared ?? FORM_ERROR_KEY, TEXTS.duplicate);
    case codes.foreignKeyViolation:
      // "update or delete on table … is still referenced": the row is in use; else a bad reference.
      return /still referenced/.test(database.detail ?? '')
        ? new AppError('conflict', IN_USE_MESSAGE)
        : invalid(declared ?? FORM_ERROR_KEY, INVALID_FORMAT_MESSAGE);
    case codes.notNullViolation:
      return invalid(
        declared ?? (database.column ? snakeToCamel(database.column) : FORM_ERROR_KEY),
        REQUIRED_MESSAGE,
      );
    case codes.checkViolation:
    case codes.invalidTextRepresentation:
    case codes.invalidDatetimeFormat:
    case codes.datetimeFieldOverflow:
    case codes.numericValueOutOfRange:
    case codes.stringDataRightTruncation:
    case codes.characterNotInRepertoire:
      return invalid(declared ?? FORM_ERROR_KEY, INVALID_FORMAT_MESSAGE);
    default:
      return undefined;
  }
}

/**
 * The repository edge: runs a query and turns a client-fault PostgreSQL error into its domain
 * error, on the fields the table's owner declared. Other errors pass through unchanged.
 */
export async function withDomainErrors<T>(
  run: () => Promise<T>,
  fields: ConstraintFields = {},
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw domainErrorOf(error, fields) ?? error;
  }
}

/** The error handler's view of database errors (http/error-handler.ts), given to it by app.ts. */
export const databaseErrorReading: DatabaseErrorReading = {
  domainErrorOf: (error) => domainErrorOf(error),
  unavailableErrorOf,
};
