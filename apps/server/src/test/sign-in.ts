import { CookieJar } from './cookie-jar.ts';

export type Credentials = { email: string; password: string };

const API_HEADERS = { 'x-requested-with': 'XMLHttpRequest', accept: 'application/json' };

async function send(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (jar.header()) headers.set('cookie', jar.header());
  const response = await fetch(url, { ...init, headers, redirect: 'manual' });
  jar.store(response);
  return response;
}

/** Follows redirects by hand (keeping cookies) until the browser would land on `stopAt`. */
async function follow(jar: CookieJar, response: Response, base: string, stopAt: string) {
  let current = response;
  for (let hop = 0; hop < 10; hop += 1) {
    const location = current.headers.get('location');
    if (!location || current.status < 300 || current.status >= 400) return { response: current };
    const next = new URL(location, base);
    if (next.href.startsWith(stopAt)) return { response: current, landed: next };
    current = await send(jar, next.href);
  }
  throw new Error('too many redirects');
}

/** Asks our redirect endpoint to start a sign-in: the jar gets the state cookie, this the issuer URL. */
export async function startSignIn(baseUrl: string, jar: CookieJar): Promise<string> {
  const redirect = await send(jar, `${baseUrl}/api/auth/redirect`, { headers: API_HEADERS });
  return ((await redirect.json()) as { data: string }).data;
}

/**
 * Signs in at the issuer for `authorizeUrl` and returns the query it sends back to the app
 * (`?code=…&state=…&iss=…`), without calling our callback: the code is still unused.
 */
export async function authorizeAtIssuer(
  baseUrl: string,
  authorizeUrl: string,
  credentials: Credentials,
  jar: CookieJar,
): Promise<string> {
  const redirectUri = `${baseUrl}/goqauth/login`;
  const toForm = await follow(jar, await send(jar, authorizeUrl), baseUrl, redirectUri);
  const html = await toForm.response.text();
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  if (!action) throw new Error('no login form');
  const posted = await send(jar, new URL(action, baseUrl).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(credentials).toString(),
  });
  const landing = await follow(jar, posted, baseUrl, redirectUri);
  if (!landing.landed) throw new Error(`sign-in did not reach the app: ${landing.response.status}`);
  return landing.landed.search;
}

/** Calls our callback with the issuer's query, as the SPA's /goqauth/login page does. */
export function finishSignIn(baseUrl: string, callbackQuery: string, jar: CookieJar) {
  return send(jar, `${baseUrl}/api/auth/callback${callbackQuery}`, { headers: API_HEADERS });
}

/**
 * Drives the real sign-in: our redirect endpoint, the issuer's login form, and our callback.
 * Returns the callback response and the jar holding the session cookie.
 */
export async function signIn(baseUrl: string, credentials: Credentials, jar = new CookieJar()) {
  const authorizeUrl = await startSignIn(baseUrl, jar);
  const callbackQuery = await authorizeAtIssuer(baseUrl, authorizeUrl, credentials, jar);
  const callback = await finishSignIn(baseUrl, callbackQuery, jar);
  return { callback, jar, callbackQuery };
}

/** An API client carrying a signed-in session, for integration tests. */
export function apiClient(baseUrl: string, jar: CookieJar) {
  return async (method: string, path: string, body?: unknown) => {
    const headers: Record<string, string> = { ...API_HEADERS };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await send(jar, `${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as any) : undefined };
  };
}
