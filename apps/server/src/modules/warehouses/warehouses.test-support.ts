import { Writable } from 'node:stream';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { CookieJar } from '../../test/cookie-jar.ts';
import { freePort } from '../../test/free-port.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { store, type Api } from '../../test/masters.test-support.ts';

export * from '../../test/masters.test-support.ts';

export const APP_SETTINGS = '/api/app_settings';
export const WAREHOUSES = '/api/warehouses';
export const WAREHOUSE_GROUPS = '/api/warehouse_groups';

let sequence = 0;
const next = () => String(++sequence).padStart(3, '0');

// Secrets long enough to show their last 4 characters when masked.
export const SERVICE_SECRET = 'SP-plain-service-secret-9876';
export const LICENSE_KEY = 'SL-plain-license-key-4321';

/** An RSL setting body that passes every rule (wire names). */
export function settingBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `RSL連携${next()}`,
    kind: 'rsl',
    endpoint_url: 'https://rsl.example.com/api',
    credentials: { service_secret: SERVICE_SECRET, license_key: LICENSE_KEY },
    is_active: true,
    ...overrides,
  };
}

/** An own-warehouse body that passes every rule (wire names). */
export function warehouseBody(overrides: Record<string, unknown> = {}) {
  return {
    code: `WH-${next()}`,
    name: '東京倉庫',
    type: 'own',
    in_use: true,
    app_setting_id: null,
    postal_code: '135-0064',
    prefecture: '東京都',
    city: '江東区',
    town: '青海2-7-4',
    building: 'ロジセンター3F',
    phone: '03-5500-1234',
    cutoff_time: '13:00',
    is_active: true,
    ...overrides,
  };
}

export const storeSetting = (api: Api, overrides: Record<string, unknown> = {}) =>
  store(api, APP_SETTINGS, settingBody(overrides));
export const storeWarehouse = (api: Api, overrides: Record<string, unknown> = {}) =>
  store(api, WAREHOUSES, warehouseBody(overrides));
export const storeGroup = (api: Api, name: string, warehouseIds: number[]) =>
  store(api, WAREHOUSE_GROUPS, { name, warehouse_ids: warehouseIds });

/**
 * The whole app with its log at trace level, every line kept: for proving what is never logged.
 * The key comes from SECRETS_KEY, so the test leaves no key file behind.
 */
export async function startLoggedApp(env: Record<string, string> = {}) {
  const database = await createTestDatabase();
  const port = await freePort();
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: `http://localhost:${port}`,
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...env,
  });
  const app = await buildApp({ config, db: database.db }, { level: 'trace', stream });
  await app.listen({ host: '127.0.0.1', port });
  return {
    app,
    db: database.db,
    config,
    baseUrl: `http://localhost:${port}`,
    log: () => lines.join(''),
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

/** Downloads a list's CSV export with a session (the API client reads JSON only). */
export async function exportCsv(baseUrl: string, jar: CookieJar, path: string, body: object) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      cookie: jar.header(),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
