import { describe, expect, it } from 'vitest';
import {
  type Api,
  DUPLICATE,
  FORMAT,
  INVALID_INPUT,
  REQUIRED,
  twoOrganisations,
  STALE,
  store,
  supplierBody,
  SUPPLIERS,
  vendorBody,
  VENDORS,
} from '../../test/masters.test-support.ts';

const setup = twoOrganisations();
const { yamada, suzuki } = setup;

const show = (api: Api, id: number) => api('GET', `${SUPPLIERS}/show/${id}`);

describe('suppliers', () => {
  it('stores, shows, updates and deletes a supplier with every field', async () => {
    const body = supplierBody();
    const created = await store(yamada, SUPPLIERS, body);
    expect(created).toMatchObject({ ...body, version: 1 });

    expect((await show(yamada, created.id)).body.data).toEqual(created);

    const updated = await yamada('PUT', `${SUPPLIERS}/update/${created.id}`, {
      ...body,
      name: '株式会社山田製作所 東京支店',
      building: '',
      version: 1,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      name: '株式会社山田製作所 東京支店',
      building: null,
      version: 2,
    });

    expect((await yamada('DELETE', `${SUPPLIERS}/destroy/${created.id}`)).status).toBe(204);
    expect((await show(yamada, created.id)).status).toBe(404);
  });

  it('keeps only the code and the name required; blank optional fields are stored as null', async () => {
    const created = await store(yamada, SUPPLIERS, {
      code: 'MIN-1',
      name: '最小仕入先',
      email: '',
      phone: '  ',
    });
    expect(created).toMatchObject({ email: null, phone: null, postal_code: null, note: null });
  });

  it('answers each rule with its §5 message and writes nothing', async () => {
    const response = await yamada('POST', `${SUPPLIERS}/store`, {
      code: 'コード',
      name: '',
      name_kana: 'やまだ',
      postal_code: '12-3456',
      prefecture: '東京',
      city: '千代田区',
      town: '千代田1-1',
      phone: '090',
      email: 'not-an-address',
      note: 'x'.repeat(1001),
    });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe(INVALID_INPUT);
    expect(response.body.errors).toEqual({
      code: [FORMAT],
      name: [REQUIRED],
      name_kana: [FORMAT],
      postal_code: [FORMAT],
      prefecture: [FORMAT],
      phone: [FORMAT],
      email: [FORMAT],
      note: ['1000文字以内で入力してください'],
    });
    const listed = await yamada('POST', `${SUPPLIERS}/search`, { keyword: 'コード' });
    expect(listed.body.data.total).toBe(0);
  });

  it('needs every part of an address once one part is given, the building excepted', async () => {
    const response = await yamada('POST', `${SUPPLIERS}/store`, {
      ...supplierBody({ postal_code: '', prefecture: '', city: '', town: '', building: '' }),
      city: '横浜市',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      postal_code: [REQUIRED],
      prefecture: [REQUIRED],
      town: [REQUIRED],
    });
  });

  it('refuses a code the organisation already uses, but another organisation may use it', async () => {
    const code = 'DUP-100';
    await store(yamada, SUPPLIERS, supplierBody({ code }));
    const again = await yamada('POST', `${SUPPLIERS}/store`, supplierBody({ code }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: [DUPLICATE] });

    const other = await store(yamada, SUPPLIERS, supplierBody());
    const renamed = await yamada('PUT', `${SUPPLIERS}/update/${other.id}`, {
      ...supplierBody({ code }),
      version: 1,
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({ code: [DUPLICATE] });

    expect((await suzuki('POST', `${SUPPLIERS}/store`, supplierBody({ code }))).status).toBe(201);
  });

  it('answers 409 to a save made on an older version and keeps the newer one', async () => {
    const created = await store(yamada, SUPPLIERS, supplierBody({ name: '版1' }));
    const path = `${SUPPLIERS}/update/${created.id}`;
    const first = await yamada('PUT', path, {
      ...supplierBody({ code: created.code, name: '版2' }),
      version: 1,
    });
    expect(first.status).toBe(200);
    const late = await yamada('PUT', path, {
      ...supplierBody({ code: created.code, name: '版3' }),
      version: 1,
    });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(STALE);
    expect((await show(yamada, created.id)).body.data).toMatchObject({ name: '版2', version: 2 });
  });

  it('requires the version on update', async () => {
    const created = await store(yamada, SUPPLIERS, supplierBody());
    const response = await yamada('PUT', `${SUPPLIERS}/update/${created.id}`, supplierBody());
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ version: [REQUIRED] });
  });

  it('refuses to delete a supplier a vendor names, naming the vendor', async () => {
    const supplier = await store(yamada, SUPPLIERS, supplierBody());
    await store(yamada, VENDORS, vendorBody({ name: '大阪ベンダー', supplier_id: supplier.id }));
    const response = await yamada('DELETE', `${SUPPLIERS}/destroy/${supplier.id}`);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'ベンダー「大阪ベンダー」で使用されているため削除できません',
    );
    expect((await show(yamada, supplier.id)).status).toBe(200);
  });

  it('keeps another organisation from reading, changing or deleting a supplier', async () => {
    const created = await store(yamada, SUPPLIERS, supplierBody({ name: '非公開仕入先' }));
    const update = { ...supplierBody({ name: '乗っ取り' }), version: 1 };
    for (const [method, path, body] of [
      ['GET', `${SUPPLIERS}/show/${created.id}`, undefined],
      ['PUT', `${SUPPLIERS}/update/${created.id}`, update],
      ['DELETE', `${SUPPLIERS}/destroy/${created.id}`, undefined],
    ] as const) {
      const response = await suzuki(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: '仕入先が見つかりませんでした' });
    }
    const listed = await suzuki('POST', `${SUPPLIERS}/search`, { keyword: '非公開' });
    expect(listed.body.data.total).toBe(0);
    expect((await show(yamada, created.id)).body.data).toEqual(created);
  });

  it('answers 404 for an id that names no supplier', async () => {
    for (const id of ['999999', 'abc', '0', '2147483648']) {
      expect((await yamada('GET', `${SUPPLIERS}/show/${id}`)).status).toBe(404);
    }
  });
});
