import { freePort } from './free-port.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from './test-database.ts';

/** The whole real app (HTTP layer, built-in issuer, sessions) on its own port and database. */
export async function startTestApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const port = await freePort();
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await buildApp({ config, db: database.db }, false);
  await app.listen({ host: '127.0.0.1', port });
  const baseUrl = `http://localhost:${port}`;
  return {
    app,
    db: database.db,
    config,
    baseUrl,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
