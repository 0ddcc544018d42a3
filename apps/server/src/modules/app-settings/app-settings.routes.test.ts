import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APP_SETTINGS,
  type Api,
  DUPLICATE,
  LICENSE_KEY,
  REQUIRED,
  SERVICE_SECRET,
  settingBody,
  signedIn,
  STALE,
  startLoggedApp,
  storeSetting,
  storeWarehouse,
  SUZUKI,
  YAMADA,
} from '../warehouses/warehouses.test-support.ts';
import type { CookieJar } from '../../test/cookie-jar.ts';
import { apiClient, signIn } from '../../test/sign-in.ts';
import { appSettings } from './app-settings.table.ts';
import { createSecretBox } from './secret-box.ts';

let app: Awaited<ReturnType<typeof startLoggedApp>>;
let yamada: Api;
let suzuki: Api;
let yamadaJar: CookieJar;
// Every answer's text: no credential may ever appear in one.
const answers: string[] = [];
beforeAll(async () => {
  app = await startLoggedApp();
  const signedInYamada = await signIn(app.baseUrl, YAMADA);
  yamadaJar = signedInYamada.jar;
  const a = apiClient(app.baseUrl, yamadaJar);
  const b = await signedIn(app, SUZUKI);
  const recording =
    (api: Api): Api =>
    async (...args) => {
      const response = await api(...args);
      answers.push(JSON.stringify(response.body ?? ''));
      return response;
    };
  [yamada, suzuki] = [recording(a), recording(b)];
});
afterAll(() => app?.close());

const show = (api: Api, id: number) => api('GET', `${APP_SETTINGS}/show/${id}`);
const storedRow = async (id: number) =>
  (await app.db.select().from(appSettings).where(eq(appSettings.id, id)))[0]!;

describe('system-integration settings', () => {
  it('stores a setting and shows its credentials only masked, with a set flag', async () => {
    const created = await storeSetting(yamada);
    expect(created).toMatchObject({
      kind: 'rsl',
      endpoint_url: 'https://rsl.example.com/api',
      is_active: true,
      last_test: null,
      version: 1,
      credentials: [
        { key: 'serviceSecret', is_set: true, masked: '••••9876' },
        { key: 'licenseKey', is_set: true, masked: '••••4321' },
      ],
    });
    expect((await show(yamada, created.id)).body.data).toEqual(created);
  });

  it('keeps the credentials encrypted at rest: AES-GCM parts, never the plain value', async () => {
    const { id } = await storeSetting(yamada);
    const row = await storedRow(id);
    expect(JSON.stringify(row)).not.toContain(SERVICE_SECRET);
    expect(Object.keys(row.credentials).sort()).toEqual(['licenseKey', 'serviceSecret']);
    const sealed = row.credentials.serviceSecret!;
    expect(Buffer.from(sealed.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(sealed.tag, 'base64')).toHaveLength(16);
    // Sealed with the configured SECRETS_KEY: that key, and only it, opens the value.
    const configured = createSecretBox(Buffer.from(app.config.SECRETS_KEY!, 'base64'));
    expect(configured.open(sealed)).toBe(SERVICE_SECRET);
    expect(() => createSecretBox(Buffer.alloc(32, 1)).open(sealed)).toThrow();
    // Every value has its own IV: the same secret twice gives two different ciphertexts.
    const other = await storedRow((await storeSetting(yamada)).id);
    expect(other.credentials.serviceSecret!.data).not.toBe(sealed.data);
  });

  it('keeps a credential left blank on update and replaces one typed anew', async () => {
    const { id } = await storeSetting(yamada);
    const before = await storedRow(id);
    const updated = await yamada('PUT', `${APP_SETTINGS}/update/${id}`, {
      ...settingBody({ name: '更新後の連携' }),
      credentials: { service_secret: '', license_key: 'SL-replaced-key-0001' },
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data.credentials).toEqual([
      { key: 'serviceSecret', is_set: true, masked: '••••9876' },
      { key: 'licenseKey', is_set: true, masked: '••••0001' },
    ]);
    const after = await storedRow(id);
    expect(after.credentials.serviceSecret).toEqual(before.credentials.serviceSecret);
    expect(after.credentials.licenseKey).not.toEqual(before.credentials.licenseKey);
  });

  it('requires every credential of the kind: on store, and on a kind change that lacks one', async () => {
    const missing = await yamada('POST', `${APP_SETTINGS}/store`, {
      ...settingBody(),
      credentials: { service_secret: 'only-the-secret' },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'credentials.license_key': [REQUIRED] });

    const { id } = await storeSetting(yamada);
    const toStockcrew = await yamada('PUT', `${APP_SETTINGS}/update/${id}`, {
      ...settingBody({ kind: 'stockcrew' }),
      credentials: { api_key: 'SC-api-key-12345678' },
      version: 1,
    });
    expect(toStockcrew.status).toBe(422);
    expect(toStockcrew.body.errors).toEqual({ 'credentials.company_code': [REQUIRED] });
    expect((await storedRow(id)).version).toBe(1);
  });

  it('masks short values whole: a value under 8 characters shows none of itself', async () => {
    const created = await storeSetting(yamada, {
      kind: 'stockcrew',
      credentials: { api_key: 'SC-api-key-12345678', company_code: 'C001' },
    });
    expect(created.credentials).toEqual([
      { key: 'apiKey', is_set: true, masked: '••••5678' },
      { key: 'companyCode', is_set: true, masked: '••••' },
    ]);
  });

  it('refuses a url that is not http:// or https:// and a taken name', async () => {
    const badUrl = await yamada(
      'POST',
      `${APP_SETTINGS}/store`,
      settingBody({ endpoint_url: 'ftp://x' }),
    );
    expect(badUrl.status).toBe(422);
    expect(badUrl.body.errors).toEqual({ endpoint_url: ['形式が間違っています'] });

    const taken = await storeSetting(yamada);
    const again = await yamada('POST', `${APP_SETTINGS}/store`, settingBody({ name: taken.name }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ name: [DUPLICATE] });
    // Another organisation may use the same name.
    expect(
      (await suzuki('POST', `${APP_SETTINGS}/store`, settingBody({ name: taken.name }))).status,
    ).toBe(201);
  });

  it('answers 409 to an update made on an older version, and changes nothing', async () => {
    const { id } = await storeSetting(yamada);
    const body = { ...settingBody({ name: '最新' }), credentials: {} };
    expect(
      (await yamada('PUT', `${APP_SETTINGS}/update/${id}`, { ...body, version: 1 })).status,
    ).toBe(200);
    const stale = await yamada('PUT', `${APP_SETTINGS}/update/${id}`, {
      ...body,
      name: '古い',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect((await storedRow(id)).name).toBe('最新');
  });

  it('answers 404 to another organisation reading, updating, testing or deleting a setting, and changes nothing', async () => {
    const created = await storeSetting(yamada);
    const before = await storedRow(created.id);
    expect((await show(suzuki, created.id)).status).toBe(404);
    const update = await suzuki('PUT', `${APP_SETTINGS}/update/${created.id}`, {
      ...settingBody({ name: '乗っ取り' }),
      version: 1,
    });
    expect(update.status).toBe(404);
    expect((await suzuki('POST', `${APP_SETTINGS}/connectionTest/${created.id}`)).status).toBe(404);
    expect((await suzuki('DELETE', `${APP_SETTINGS}/destroy/${created.id}`)).status).toBe(404);
    expect(await storedRow(created.id)).toEqual(before);
  });

  it('refuses to delete a setting a warehouse uses, naming the warehouse', async () => {
    const setting = await storeSetting(yamada);
    await storeWarehouse(yamada, { name: 'RSL市川', type: 'rsl', app_setting_id: setting.id });
    const refused = await yamada('DELETE', `${APP_SETTINGS}/destroy/${setting.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('倉庫「RSL市川」で使用されているため削除できません');
    expect((await show(yamada, setting.id)).status).toBe(200);

    const unused = await storeSetting(yamada);
    expect((await yamada('DELETE', `${APP_SETTINGS}/destroy/${unused.id}`)).status).toBe(204);
    expect((await show(yamada, unused.id)).status).toBe(404);
  });

  it('keeps a used setting to a kind its warehouses accept', async () => {
    const setting = await storeSetting(yamada);
    await storeWarehouse(yamada, { name: 'RSL柏', type: 'rsl', app_setting_id: setting.id });
    const body = {
      ...settingBody({ name: setting.name, kind: 'stockcrew' }),
      credentials: { api_key: 'SC-api-key-12345678', company_code: 'C001' },
      version: 1,
    };
    const refused = await yamada('PUT', `${APP_SETTINGS}/update/${setting.id}`, body);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      kind: ['倉庫「RSL柏」の倉庫タイプに合わない連携種別です'],
    });

    // その他3PL takes any kind.
    const other = await storeSetting(yamada);
    await storeWarehouse(yamada, { type: 'other_3pl', app_setting_id: other.id });
    const accepted = await yamada('PUT', `${APP_SETTINGS}/update/${other.id}`, {
      ...body,
      name: other.name,
    });
    expect(accepted.status).toBe(200);
  });

  it('runs the connection test and keeps its result and time as the last test', async () => {
    const { id } = await storeSetting(yamada);
    const tested = await yamada('POST', `${APP_SETTINGS}/connectionTest/${id}`);
    expect(tested.status).toBe(200);
    expect(tested.body.data).toMatchObject({
      succeeded: false,
      message: '未対応です（外部倉庫連携の実装後に利用できます）',
    });
    const shown = (await show(yamada, id)).body.data;
    expect(shown.last_test).toEqual(tested.body.data);
    // A test is not an edit: the version stays.
    expect(shown.version).toBe(1);
  });

  it('keeps credentials out of the audit trail, listing them as changed, masked', async () => {
    const { id } = await storeSetting(yamada);
    await yamada('PUT', `${APP_SETTINGS}/update/${id}`, {
      ...settingBody({ name: '監査テスト' }),
      credentials: { service_secret: 'SP-new-secret-55555555' },
      version: 1,
    });
    const trail = await yamada('GET', `/api/audits/app_settings/${id}`);
    expect(trail.status).toBe(200);
    const [update, create] = trail.body.data.data;
    expect(create.action).toBe('create');
    expect(update.changes['credentials.service_secret']).toEqual({ from: '••••••', to: '••••••' });
    expect(update.changes['credentials.license_key']).toBeUndefined();
    expect(JSON.stringify(trail.body)).not.toContain('55555555');
  });

  it('exports the list as CSV without any credential, not even masked', async () => {
    await storeSetting(yamada, { name: 'CSV連携' });
    const response = await fetch(`${app.baseUrl}${APP_SETTINGS}/export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: yamadaJar.header(),
      },
      body: JSON.stringify({ keyword: 'CSV', encoding: 'utf8' }),
    });
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('名称,連携種別,接続先URL,有効,前回の接続テスト,更新日時');
    expect(text).toContain('CSV連携,RSL,https://rsl.example.com/api,有効');
    answers.push(text);
    expect(text).not.toContain('••••');
  });

  it('never writes a credential to any answer or log line', () => {
    const everything = answers.join('\n') + app.log();
    for (const secret of [
      SERVICE_SECRET,
      LICENSE_KEY,
      'SL-replaced-key-0001',
      'SP-new-secret-55555555',
      'SC-api-key-12345678',
    ]) {
      expect(everything).not.toContain(secret);
    }
    // The log is there and at trace level: requests were logged, just not their bodies.
    expect(app.log()).toContain(`${APP_SETTINGS}/store`);
  });
});
