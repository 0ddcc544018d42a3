import { startAppOn, type AppObservers } from './start-app.ts';
import { createTestDatabase } from './test-database.ts';

/** The whole real app (HTTP layer, built-in issuer, sessions) on its own port and database. */
export async function startTestApp(env: Record<string, string> = {}, observe: AppObservers = {}) {
  const database = await createTestDatabase();
  const started = await startAppOn(database.db, env, observe);
  return {
    ...started,
    async close() {
      await started.app.close();
      await database.drop();
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof startTestApp>>;
