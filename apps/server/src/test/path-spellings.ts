import http from 'node:http';

/** Other spellings of an /api path that a router or proxy might read as the same route (issue 7 §1). */
export const PATH_SPELLINGS: readonly [name: string, respell: (path: string) => string][] = [
  ['%61pi', (path) => path.replace(/^\/api\//, '/%61pi/')],
  ['%2F for the first slash', (path) => path.replace(/^\/api\//, '/api%2F')],
  ['%2F for the last slash', (path) => path.replace(/\/([^/]*)$/, '%2F$1')],
  ['//api', (path) => `/${path}`],
  ['/API', (path) => path.replace(/^\/api\//, '/API/')],
  ['/api/./x', (path) => path.replace(/^\/api\//, '/api/./')],
  ['/api/x/../y', (path) => path.replace(/^\/api\//, '/api/x/../')],
  [';param', (path) => `${path};param`],
  ['trailing %20', (path) => `${path}%20`],
  ['trailing .', (path) => `${path}.`],
];

/** Applies a spelling to the path and keeps the query as it was. */
export function respellPath(pathWithQuery: string, respell: (path: string) => string): string {
  const at = pathWithQuery.indexOf('?');
  if (at < 0) return respell(pathWithQuery);
  return respell(pathWithQuery.slice(0, at)) + pathWithQuery.slice(at);
}

export type RawResponse = { status: number; text: string };

/** Sends the path byte for byte (fetch would normalise dots and slashes away). */
export function rawRequest(
  baseUrl: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<RawResponse> {
  const { hostname, port } = new URL(baseUrl);
  // Node frames a DELETE body only when told its length.
  const length = body === undefined ? {} : { 'content-length': String(Buffer.byteLength(body)) };
  const allHeaders = { ...headers, ...length };
  return new Promise((resolve, reject) => {
    const options = { host: hostname, port, method, path, headers: allHeaders };
    const request = http.request(options, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
    });
    request.on('error', reject);
    request.end(body);
  });
}
