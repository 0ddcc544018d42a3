import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { Readable } from 'node:stream';
import {
  portOf,
  refusalBeforeResolving,
  resolveAllowed,
  type OutboundPolicy,
} from './outbound-policy.ts';

/** The part of fetch's options the outbound callers use (openid-client's customFetch included). */
export type OutboundInit = {
  method?: string;
  headers?: HeadersInit;
  /** Sent whole; a stream is not needed by any caller and is refused. */
  body?: string | Uint8Array | ArrayBuffer | URLSearchParams | ReadableStream | null;
  signal?: AbortSignal | null;
  /** Ignored: a redirect is never followed, it is answered as it came. */
  redirect?: RequestRedirect;
};

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

// One pair of keep-alive agents per policy: a socket opened under one policy's allow-list is never
// reused by a request under another's (the address is checked only when a socket connects).
const agents = new WeakMap<OutboundPolicy, { http: http.Agent; https: https.Agent }>();

function agentFor(policy: OutboundPolicy, protocol: string): http.Agent {
  let pair = agents.get(policy);
  if (!pair) {
    pair = {
      http: new http.Agent({ keepAlive: true }),
      https: new https.Agent({ keepAlive: true }),
    };
    agents.set(policy, pair);
  }
  return protocol === 'https:' ? pair.https : pair.http;
}

/** Node's lookup, answering only addresses the policy allows: checked at connect time, after DNS. */
function guardedLookup(policy: OutboundPolicy, port: number): LookupFunction {
  return (hostname, options, callback) => {
    resolveAllowed(policy, hostname, port).then(
      (found) => {
        const family = options.family === 4 || options.family === 6 ? options.family : null;
        const wanted = family ? found.filter((entry) => entry.family === family) : found;
        const first = wanted[0];
        if (!first) {
          const error = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), {
            code: 'ENOTFOUND',
          });
          return callback(error, '', 0);
        }
        if (options.all) return callback(null, wanted);
        callback(null, first.address, first.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

function bodyOf(body: OutboundInit['body']): Buffer | null {
  if (body === undefined || body === null) return null;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof URLSearchParams) return Buffer.from(body.toString());
  if (body instanceof ReadableStream) throw new TypeError('outboundFetch sends no stream body');
  return Buffer.from(body instanceof ArrayBuffer ? new Uint8Array(body) : body);
}

function toResponse(incoming: http.IncomingMessage, method: string): Response {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const status = incoming.statusCode ?? 0;
  const empty = NULL_BODY_STATUSES.has(status) || method === 'HEAD';
  // A body nobody reads: drained, and a reset while draining is no crash.
  if (empty) incoming.on('error', () => {}).resume();
  const body = empty ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
  return new Response(body, { status, statusText: incoming.statusMessage ?? '', headers });
}

/**
 * fetch for calls that leave the server: the policy refuses a scheme or an IP literal before
 * anything is sent, and every address a name resolves to when the socket connects (so a name that
 * later resolves inward is refused too). Redirects are never followed. Rejects with
 * OutboundRefusedError for a refused destination, like fetch otherwise.
 */
export async function outboundFetch(
  policy: OutboundPolicy,
  input: string | URL,
  init: OutboundInit = {},
): Promise<Response> {
  const url = new URL(input);
  const refusal = refusalBeforeResolving(policy, url);
  if (refusal) throw refusal;
  const method = (init.method ?? 'GET').toUpperCase();
  const body = bodyOf(init.body);
  const headers = Object.fromEntries(new Headers(init.headers ?? {}));
  if (body) headers['content-length'] = String(body.byteLength);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method,
        headers,
        agent: agentFor(policy, url.protocol),
        lookup: guardedLookup(policy, portOf(url)),
        ...(init.signal && { signal: init.signal }),
      },
      (incoming) => {
        try {
          resolve(toResponse(incoming, method));
        } catch (error) {
          incoming.destroy();
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
    );
    // Every error, also one after the answer began (the body stream carries that one).
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}
