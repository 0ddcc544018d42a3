import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  type Api,
  DUPLICATE,
  REQUIRED,
  twoOrganisations,
  STALE,
  storeGroup,
  storeSetting,
  storeWarehouse,
  warehouseBody,
  WAREHOUSES,
} from './warehouses.test-support.ts';
import { warehouses } from './warehouses.table.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;

const show = (api: Api, id: number) => api('GET', `${WAREHOUSES}/show/${id}`);
const storedRow = async (id: number) =>
  (await setup.app.db.select().from(warehouses).where(eq(warehouses.id, id)))[0];

describe('warehouses', () => {
  it('stores, shows, updates and deletes a warehouse with every field', async () => {
    const body = warehouseBody();
    const created = await storeWarehouse(yamada, body);
    expect(created).toMatchObject({ ...body, app_setting_name: null, version: 1 });
    expect((await show(yamada, created.id)).body.data).toEqual(created);

    const setting = await storeSetting(yamada);
    const updated = await yamada('PUT', `${WAREHOUSES}/update/${created.id}`, {
      ...body,
      name: 'RSL市川',
      type: 'rsl',
      in_use: false,
      app_setting_id: setting.id,
      building: '',
      cutoff_time: '15:00',
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: 'RSL市川',
      type: 'rsl',
      in_use: false,
      app_setting_id: setting.id,
      app_setting_name: setting.name,
      building: null,
      cutoff_time: '15:00',
      version: 2,
    });

    expect((await yamada('DELETE', `${WAREHOUSES}/destroy/${created.id}`)).status).toBe(204);
    expect((await show(yamada, created.id)).status).toBe(404);
  });

  it('defaults the cut-off to 13:00 and keeps the address optional, but whole once started', async () => {
    const minimal = await storeWarehouse(yamada, {
      cutoff_time: undefined,
      postal_code: '',
      prefecture: '',
      city: '',
      town: '',
      building: '',
      phone: '',
    });
    expect(minimal).toMatchObject({ cutoff_time: '13:00', postal_code: null, phone: null });

    const partial = await yamada(
      'POST',
      `${WAREHOUSES}/store`,
      warehouseBody({ prefecture: '', city: '', town: '' }),
    );
    expect(partial.status).toBe(422);
    expect(partial.body.errors).toEqual({
      prefecture: [REQUIRED],
      city: [REQUIRED],
      town: [REQUIRED],
    });
  });

  it('refuses a bad cut-off time, postal code and phone with the §5 message', async () => {
    const response = await yamada(
      'POST',
      `${WAREHOUSES}/store`,
      warehouseBody({ cutoff_time: '24:00', postal_code: '1234', phone: '12-3456' }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      cutoff_time: ['形式が間違っています'],
      postal_code: ['形式が間違っています'],
      phone: ['形式が間違っています'],
    });
  });

  it('requires an integration setting of a fitting kind, of this organisation, for external types', async () => {
    const none = await yamada('POST', `${WAREHOUSES}/store`, warehouseBody({ type: 'stockcrew' }));
    expect(none.status).toBe(422);
    expect(none.body.errors).toEqual({ app_setting_id: [REQUIRED] });

    const rsl = await storeSetting(yamada);
    const mismatch = await yamada(
      'POST',
      `${WAREHOUSES}/store`,
      warehouseBody({ type: 'stockcrew', app_setting_id: rsl.id }),
    );
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({
      app_setting_id: ['倉庫タイプに合わないシステム連携設定です'],
    });

    const theirs = await storeSetting(suzuki);
    const foreign = await yamada(
      'POST',
      `${WAREHOUSES}/store`,
      warehouseBody({ type: 'rsl', app_setting_id: theirs.id }),
    );
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({
      app_setting_id: ['システム連携設定が見つかりませんでした'],
    });

    // その他3PL takes a setting of any kind; an own warehouse keeps none even when one is sent.
    const other = await storeWarehouse(yamada, { type: 'other_3pl', app_setting_id: rsl.id });
    expect(other.app_setting_id).toBe(rsl.id);
    const own = await storeWarehouse(yamada, { type: 'own', app_setting_id: rsl.id });
    expect(own.app_setting_id).toBeNull();
  });

  it('keeps codes unique per organisation', async () => {
    const { code } = await storeWarehouse(yamada);
    const again = await yamada('POST', `${WAREHOUSES}/store`, warehouseBody({ code }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: [DUPLICATE] });
    expect((await suzuki('POST', `${WAREHOUSES}/store`, warehouseBody({ code }))).status).toBe(201);
  });

  it('answers 409 to an update made on an older version, and changes nothing', async () => {
    const created = await storeWarehouse(yamada);
    const body = warehouseBody({ code: created.code, name: '最新' });
    expect(
      (await yamada('PUT', `${WAREHOUSES}/update/${created.id}`, { ...body, version: 1 })).status,
    ).toBe(200);
    const stale = await yamada('PUT', `${WAREHOUSES}/update/${created.id}`, {
      ...body,
      name: '古い',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(STALE);
    expect((await storedRow(created.id))?.name).toBe('最新');
  });

  it('answers 404 to another organisation reading, updating or deleting a warehouse, and changes nothing', async () => {
    const created = await storeWarehouse(yamada);
    const before = await storedRow(created.id);
    expect((await show(suzuki, created.id)).status).toBe(404);
    const update = await suzuki('PUT', `${WAREHOUSES}/update/${created.id}`, {
      ...warehouseBody({ name: '乗っ取り' }),
      version: 1,
    });
    expect(update.status).toBe(404);
    expect((await suzuki('DELETE', `${WAREHOUSES}/destroy/${created.id}`)).status).toBe(404);
    expect(await storedRow(created.id)).toEqual(before);
    const theirList = await suzuki('POST', `${WAREHOUSES}/search`, { per_page: 100 });
    expect(JSON.stringify(theirList.body)).not.toContain(created.code);
  });

  it('refuses to delete a warehouse in a group, naming the group', async () => {
    const warehouse = await storeWarehouse(yamada);
    await storeGroup(yamada, '関東グループ', [warehouse.id]);
    const refused = await yamada('DELETE', `${WAREHOUSES}/destroy/${warehouse.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '倉庫グループ「関東グループ」で使用されているため削除できません',
    );
    expect(await storedRow(warehouse.id)).toBeDefined();
  });
});
