import { checkEndpointUrl } from '@logi/shared';
import { errorBodySchema, HEADERS } from '@logi/warehouse-api';
import type { z } from 'zod';
import { outboundFetch, OutboundRefusedError, type OutboundPolicy } from '../outbound/index.ts';
import { PROVIDER_MESSAGES, WarehouseApiError, warehouseText } from './warehouse-api-error.ts';
import { readCappedBody } from './read-capped-body.ts';
import { describeIssue } from './describe-issue.ts';

/** How the HTTP adapter reaches one warehouse, and how patiently. */
export type HttpTransportOptions = {
  /** An endpoint URL (decision 035): an origin and an optional base path the API paths join. */
  baseUrl: string;
  /** Where the calls may go: inward addresses only when allow-listed (modules/outbound). */
  outbound: OutboundPolicy;
  apiKey: string;
  apiSecret: string;
  /** Per attempt, body included. */
  timeoutMs?: number;
  /** Attempts in all (1 = no retry). */
  maxAttempts?: number;
  /** First backoff; doubled on every retry, capped by maxBackoffMs. */
  backoffBaseMs?: number;
  maxBackoffMs?: number;
  /** The longest 429 Retry-After honoured as given (longer ones wait this long). */
  maxRetryAfterMs?: number;
  /** Past this many bytes the answer is refused as too large. */
  maxResponseBytes?: number;
};

export const HTTP_DEFAULTS = {
  timeoutMs: 10_000,
  maxAttempts: 4,
  backoffBaseMs: 500,
  maxBackoffMs: 10_000,
  maxRetryAfterMs: 30_000,
  maxResponseBytes: 5 * 1024 * 1024,
};

export type HttpCall<T> = {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, unknown> | undefined;
  body?: unknown;
  requestId: string;
  signal?: AbortSignal | undefined;
  response: z.ZodType<T>;
  /** Statuses answered with null instead of an error (GET /v1/requests/{id}: 404). */
  nullOn?: number[];
};

type Attempt<T> =
  { done: true; value: T } | { done: false; error: WarehouseApiError; waitMs: number | null };

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), {
      once: true,
    });
  });

/** The base path and the API path joined as path segments: nothing in either leaves the origin. */
function urlOf(base: URL, path: string, query: Record<string, unknown> = {}): URL {
  const url = new URL(base.origin);
  url.pathname = `${base.pathname.replace(/\/+$/, '')}${path}`;
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '')
      url.searchParams.set(key, String(value));
  }
  return url;
}

/** Seconds or an HTTP date; null when absent or unreadable. */
function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new WarehouseApiError('invalid_response', PROVIDER_MESSAGES.malformedJson, {
      cause: error,
    });
  }
}

/** The answer's own message, when it is our contract's error body. */
function warehouseMessageOf(text: string): z.infer<typeof errorBodySchema> | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    // An unreadable answer still is a refusal or an error; the generic message says so.
    return null;
  }
}

function refusalOf(status: number, text: string): WarehouseApiError {
  if (status === 401 || status === 403) {
    return new WarehouseApiError('refused', PROVIDER_MESSAGES.unauthorized, { status });
  }
  const body = warehouseMessageOf(text);
  const message = body
    ? `${PROVIDER_MESSAGES.refused}${warehouseText(body.message)}`
    : PROVIDER_MESSAGES.refused;
  return new WarehouseApiError('refused', message, { status, errors: body?.errors });
}

/** A 5xx: the warehouse answered, with an error of its own (retried like a network failure). */
function serverErrorOf(status: number, text: string): WarehouseApiError {
  const body = warehouseMessageOf(text);
  const message = PROVIDER_MESSAGES.serverError(status, body && warehouseText(body.message));
  return new WarehouseApiError('unavailable', message, { status, errors: body?.errors });
}

/** A URL no call may go to (a stored one that breaks decision 035, or a refused address). */
const unusableEndpoint = (reason: string, cause?: unknown) =>
  new WarehouseApiError('refused', PROVIDER_MESSAGES.unusableEndpoint(reason), { cause });

/** Sends one contract call with timeout, bounded retries, a size cap and schema validation. */
export function createHttpTransport(options: HttpTransportOptions) {
  const settings = { ...HTTP_DEFAULTS, ...options };
  const endpoint = checkEndpointUrl(settings.baseUrl);

  async function attempt<T>(base: URL, call: HttpCall<T>): Promise<Attempt<T>> {
    const timeout = AbortSignal.timeout(settings.timeoutMs);
    const signal = call.signal ? AbortSignal.any([call.signal, timeout]) : timeout;
    let response: Response;
    let text: string;
    try {
      // A redirect would carry the credential headers to wherever it points: never followed.
      response = await outboundFetch(settings.outbound, urlOf(base, call.path, call.query), {
        method: call.method,
        headers: {
          [HEADERS.apiKey]: settings.apiKey,
          [HEADERS.apiSecret]: settings.apiSecret,
          [HEADERS.requestId]: call.requestId,
          accept: 'application/json',
          ...(call.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: call.body === undefined ? undefined : JSON.stringify(call.body),
        signal,
      });
      text = await readCappedBody(response, settings.maxResponseBytes);
    } catch (error) {
      if (call.signal?.aborted) throw call.signal.reason;
      if (error instanceof WarehouseApiError) throw error;
      if (error instanceof OutboundRefusedError) throw unusableEndpoint(error.userMessage, error);
      if (timeout.aborted) {
        return {
          done: false,
          error: new WarehouseApiError('timeout', PROVIDER_MESSAGES.timeout, { cause: error }),
          waitMs: null,
        };
      }
      return {
        done: false,
        error: new WarehouseApiError('unavailable', PROVIDER_MESSAGES.unavailable, {
          cause: error,
        }),
        waitMs: null,
      };
    }
    const { status } = response;
    if (call.nullOn?.includes(status)) return { done: true, value: null as T };
    if (status === 429) {
      const error = new WarehouseApiError('unavailable', PROVIDER_MESSAGES.rateLimited, { status });
      return { done: false, error, waitMs: retryAfterMs(response.headers.get('retry-after')) };
    }
    if (status >= 500) return { done: false, error: serverErrorOf(status, text), waitMs: null };
    if (status >= 300) throw refusalOf(status, text);
    const parsed = call.response.safeParse(parseJson(text), { reportInput: true });
    if (!parsed.success) {
      throw new WarehouseApiError(
        'invalid_response',
        PROVIDER_MESSAGES.invalidShape(describeIssue(parsed.error)),
        { status },
      );
    }
    return { done: true, value: parsed.data };
  }

  return {
    settings,
    async send<T>(call: HttpCall<T>): Promise<T> {
      if (!endpoint.ok) throw unusableEndpoint(endpoint.message);
      for (let attemptNumber = 1; ; attemptNumber++) {
        const outcome = await attempt(endpoint.url, call);
        if (outcome.done) return outcome.value;
        if (attemptNumber >= settings.maxAttempts) throw outcome.error;
        const backoff = Math.min(
          settings.backoffBaseMs * 2 ** (attemptNumber - 1),
          settings.maxBackoffMs,
        );
        const wait =
          outcome.waitMs === null ? backoff : Math.min(outcome.waitMs, settings.maxRetryAfterMs);
        await sleep(wait, call.signal);
      }
    },
  };
}

export type HttpTransport = ReturnType<typeof createHttpTransport>;
