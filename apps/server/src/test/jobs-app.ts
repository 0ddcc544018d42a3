import { freePort } from './free-port.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';

/**
 * The whole app on an existing database (test-app.ts always makes a new one): for the crash test,
 * where a second server must take over the database the killed one left behind.
 * No vitest imports: the crash test's child process uses it too.
 */
export async function startAppOnDatabase(databaseUrl: string) {
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'silent',
  });
  const { db, pool } = createDatabase(databaseUrl);
  const app = await buildApp({ config, db }, false);
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    db,
    baseUrl: `http://localhost:${port}`,
    async close() {
      await app.close();
      await pool.end();
    },
  };
}
