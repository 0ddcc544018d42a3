import { toCamelDeep, toSnakeDeep, TEXTS } from '@logi/shared';
import { ApiError } from './api-error.ts';

type Query = Record<string, unknown>;
type RequestOptions = { query?: Query; body?: unknown; signal?: AbortSignal };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

type Hooks = { onUnauthorized: () => void; onTimeout: (message: string) => void };
let hooks: Hooks = { onUnauthorized: () => {}, onTimeout: () => {} };

// A body's credentials (a system-integration setting's secrets) never reach the console.
function withoutCredentials(params: unknown): unknown {
  if (typeof params !== 'object' || params === null || !('credentials' in params)) return params;
  return { ...params, credentials: '[非表示]' };
}

/** The app wires navigation and notifications in once; the client stays free of React. */
export function configureHttpClient(next: Hooks): void {
  hooks = next;
}

export function buildQueryString(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(toSnakeDeep(query) as Query)) {
    if (value === undefined || value === null || value === '') continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) params.append(Array.isArray(value) ? `${key}[]` : key, String(item));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

function encodeBody(body: unknown): { body?: BodyInit; contentType?: string } {
  if (body === undefined) return {};
  if (body instanceof FormData) return { body }; // the browser sets the multipart boundary
  // A file sent as it is (the product CSV upload): the server reads its raw bytes.
  if (body instanceof Blob) return { body, contentType: 'application/octet-stream' };
  return { body: JSON.stringify(toSnakeDeep(body)), contentType: 'application/json' };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return toCamelDeep(JSON.parse(text));
  } catch {
    return { message: text };
  }
}

export async function request<T>(
  method: Method,
  url: string,
  options: RequestOptions = {},
): Promise<T> {
  const encoded = encodeBody(options.body);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    // Our CSRF defence: a cross-site form cannot send this header.
    'X-Requested-With': 'XMLHttpRequest',
  };
  if (encoded.contentType) headers['Content-Type'] = encoded.contentType;
  const fullUrl = url + buildQueryString(options.query);
  try {
    const response = await fetch(fullUrl, {
      method,
      headers,
      body: encoded.body,
      signal: options.signal,
      credentials: 'same-origin',
    });
    const payload = await readBody(response);
    if (!response.ok) {
      if (response.status === 401) hooks.onUnauthorized();
      if (response.status === 504) hooks.onTimeout(TEXTS.gatewayTimeout);
      throw new ApiError(response.status, (payload ?? {}) as ApiError['body']);
    }
    return payload as T;
  } catch (error) {
    // Spec §5: every failure is logged. A 4xx is the app's to handle (sign-in, field errors, 409),
    // so it is a warning; a console error means something unexpected (5xx, network).
    if ((error as Error).name !== 'AbortError') {
      const expected = error instanceof ApiError && error.status < 500;
      (expected ? console.warn : console.error)(
        'API request failed',
        { url, method, params: withoutCredentials(options.query ?? options.body) },
        error,
      );
    }
    throw error;
  }
}

export const http = {
  get: <T>(url: string, query?: Query, signal?: AbortSignal) =>
    request<T>('GET', url, { query, signal }),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, { body }),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, { body }),
  delete: <T>(url: string) => request<T>('DELETE', url),
  // Most answers wrap their record as `{ data }`: these hand back the record itself.
  getData: <T>(url: string, query?: Query, signal?: AbortSignal) =>
    request<{ data: T }>('GET', url, { query, signal }).then((answer) => answer.data),
  postData: <T>(url: string, body?: unknown) =>
    request<{ data: T }>('POST', url, { body }).then((answer) => answer.data),
  putData: <T>(url: string, body?: unknown) =>
    request<{ data: T }>('PUT', url, { body }).then((answer) => answer.data),
};
