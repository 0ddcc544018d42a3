import { describe, expect, it } from 'vitest';
import {
  APP_SETTINGS,
  DUPLICATE,
  LICENSE_KEY,
  SERVICE_SECRET,
  settingBody,
  STALE,
  storeSetting,
  storeWarehouse,
} from '../warehouses/warehouses.test-support.ts';
import { settingsTest } from './app-settings.test-support.ts';

const t = settingsTest();
const { yamada, suzuki, show, storedRow } = t;

describe('system-integration settings', () => {
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
    expect((await suzuki('POST', `${APP_SETTINGS}/connection_test/${created.id}`)).status).toBe(
      404,
    );
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
    // An inactive setting fails without a call (the calls themselves: warehouse-jobs tests).
    const { id } = await storeSetting(yamada, { is_active: false });
    const tested = await yamada('POST', `${APP_SETTINGS}/connection_test/${id}`);
    expect(tested.status).toBe(200);
    expect(tested.body.data).toMatchObject({
      succeeded: false,
      message: 'システム連携設定が無効になっています。',
    });
    const shown = (await show(yamada, id)).body.data;
    expect(shown.last_test).toEqual(tested.body.data);
    // A test is not an edit: the version stays.
    expect(shown.version).toBe(1);
  });

  it('never put a credential in any of these answers or log lines', () => {
    const everything = t.answers.join('\n') + t.app.log();
    for (const secret of [SERVICE_SECRET, LICENSE_KEY, 'SC-api-key-12345678']) {
      expect(everything).not.toContain(secret);
    }
  });
});
