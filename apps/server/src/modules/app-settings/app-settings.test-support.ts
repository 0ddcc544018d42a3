import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { CookieJar } from '../../test/cookie-jar.ts';
import { apiClient, signIn } from '../../test/sign-in.ts';
import {
  APP_SETTINGS,
  type Api,
  signedIn,
  startLoggedApp,
  SUZUKI,
  YAMADA,
} from '../warehouses/warehouses.test-support.ts';
import { appSettings } from './app-settings.table.ts';

type SettingsTest = {
  app: Awaited<ReturnType<typeof startLoggedApp>>;
  yamadaJar: CookieJar;
  /** Every answer's text: no credential may ever appear in one. */
  answers: string[];
  yamada: Api;
  suzuki: Api;
  show: (api: Api, id: number) => ReturnType<Api>;
  storedRow: (id: number) => Promise<typeof appSettings.$inferSelect>;
};

/**
 * The settings tests' app (log kept at trace level, SECRETS_KEY configured), Yamada and Suzuki
 * signed in; every answer either receives is recorded.
 */
export function settingsTest(): SettingsTest {
  const test = { answers: [] as string[] } as SettingsTest;
  const recording =
    (api: () => Api): Api =>
    async (...args) => {
      const response = await api()(...args);
      test.answers.push(JSON.stringify(response.body ?? ''));
      return response;
    };
  let yamada: Api;
  let suzuki: Api;
  test.yamada = recording(() => yamada);
  test.suzuki = recording(() => suzuki);
  test.show = (api, id) => api('GET', `${APP_SETTINGS}/show/${id}`);
  test.storedRow = async (id) =>
    (await test.app.db.select().from(appSettings).where(eq(appSettings.id, id)))[0]!;
  beforeAll(async () => {
    test.app = await startLoggedApp();
    test.yamadaJar = (await signIn(test.app.baseUrl, YAMADA)).jar;
    yamada = apiClient(test.app.baseUrl, test.yamadaJar);
    suzuki = await signedIn(test.app, SUZUKI);
  });
  afterAll(() => test.app?.close());
  return test;
}
