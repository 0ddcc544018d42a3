import type { Writable } from 'node:stream';
import { freePort } from './free-port.ts';
import { buildApp, type AppDeps } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase, type Database } from '../db/client.ts';

/** What a test may watch of the app: its routes as registered, its warnings and errors as log lines. */
export type AppObservers = Pick<AppDeps, 'onRoute'> & {
  logStream?: Writable;
  /** The level of the lines logStream gets (warn unless said). */
  logLevel?: string;
};

/** The whole real app on a free port and the given database; no vitest imports (child processes use it). */
export async function startAppOn(
  db: Database,
  env: Record<string, string> = {},
  { onRoute, logStream, logLevel = 'warn' }: AppObservers = {},
) {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const logger = logStream ? { level: logLevel, stream: logStream } : false;
  const app = await buildApp({ config, db, onRoute }, logger);
  await app.listen({ host: '127.0.0.1', port });
  return { app, db, config, baseUrl: `http://localhost:${port}` };
}

/**
 * The app on an existing database (test-app.ts always makes a new one): for the crash test, where
 * a second server must take over the database the killed one left behind.
 */
export async function startAppOnDatabase(databaseUrl: string, env: Record<string, string> = {}) {
  const { db, pool } = createDatabase(databaseUrl);
  const started = await startAppOn(db, env);
  return {
    ...started,
    async close() {
      await started.app.close();
      await pool.end();
    },
  };
}
