import type { InjectOptions, RouteOptions } from 'fastify';
import { databaseFingerprint, type Fingerprint } from './database-fingerprint.ts';
import { signIn } from '../sign-in.ts';
import { YAMADA } from '../jobs.test-support.ts';
import { startTestApp, type TestApp } from '../test-app.ts';

/** One hostile request: the path as sent, and the body as raw text so nothing is lost in between. */
export type HostileRequest = {
  method: string;
  path: string;
  /** Raw text; a `__proto__` key written here reaches the server as written. */
  body?: string;
  contentType?: string;
  anonymous?: boolean;
  /** Leave out X-Requested-With (the CSRF header). */
  noCsrfHeader?: boolean;
  /** The caller's address (the sign-in routes are rate-limited per address). */
  remoteAddress?: string;
};

export type HostileResponse = { status: number; text: string; json: () => any };

export type HostileClient = {
  app: TestApp;
  /** The signed-in admin's cookie header, for requests sent over real HTTP. */
  cookie: string;
  /** Every route the app registered, with its schemas. */
  routes: RouteOptions[];
  send: (request: HostileRequest) => Promise<HostileResponse>;
  fingerprint: Fingerprint;
  close: () => Promise<void>;
};

/** The whole real app on its own database, a signed-in admin, and requests sent through inject. */
export async function startHostileClient(): Promise<HostileClient> {
  const routes: RouteOptions[] = [];
  const app = await startTestApp({}, { onRoute: (route) => void routes.push(route) });
  const { jar } = await signIn(app.baseUrl, YAMADA);
  const cookie = jar.header();
  const fingerprint = await databaseFingerprint(app.db);

  async function send(request: HostileRequest): Promise<HostileResponse> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (!request.anonymous) headers.cookie = cookie;
    if (!request.noCsrfHeader) headers['x-requested-with'] = 'XMLHttpRequest';
    if (request.body !== undefined) {
      headers['content-type'] = request.contentType ?? 'application/json';
    }
    const options: InjectOptions = {
      method: request.method as InjectOptions['method'],
      url: request.path,
      headers,
      ...(request.body !== undefined && { payload: request.body }),
      ...(request.remoteAddress && { remoteAddress: request.remoteAddress }),
    };
    const response = await app.app.inject(options);
    return { status: response.statusCode, text: response.body, json: () => response.json() };
  }

  return { app, cookie, routes, send, fingerprint, close: () => app.close() };
}
