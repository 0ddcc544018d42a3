import { describe, expect, it } from 'vitest';
import {
  APP_SETTINGS,
  LICENSE_KEY,
  REQUIRED,
  SERVICE_SECRET,
  settingBody,
  storeSetting,
} from '../warehouses/warehouses.test-support.ts';
import { settingsTest } from './app-settings.test-support.ts';
import { createSecretBox } from './secret-box.ts';

const t = settingsTest();
const { yamada, show, storedRow } = t;

// Credentials: sealed at rest, masked in answers, replaced only when typed, never in an answer,
// an export, the audit trail or a log line (decision 017).
describe('system-integration setting credentials', () => {
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
    const configured = createSecretBox(Buffer.from(t.app.config.SECRETS_KEY!, 'base64'));
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
    const response = await fetch(`${t.app.baseUrl}${APP_SETTINGS}/export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-requested-with': 'XMLHttpRequest',
        cookie: t.yamadaJar.header(),
      },
      body: JSON.stringify({ keyword: 'CSV', encoding: 'utf8' }),
    });
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe('名称,連携種別,接続先URL,有効,前回の接続テスト,更新日時');
    expect(text).toContain('CSV連携,RSL,https://rsl.example.com/api,有効');
    t.answers.push(text);
    expect(text).not.toContain('••••');
  });

  it('never writes a credential to any answer or log line', () => {
    const everything = t.answers.join('\n') + t.app.log();
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
    expect(t.app.log()).toContain(`${APP_SETTINGS}/store`);
  });
});
