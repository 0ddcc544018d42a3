import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv-parse.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type Api,
  DUPLICATE,
  exportCsv,
  FORMAT,
  REQUIRED,
  signedIn,
  SATO,
  STALE,
  store,
  supplierBody,
  SUPPLIERS,
  SUZUKI,
  vendorBody,
  VENDORS,
  YAMADA,
} from '../../test/masters.test-support.ts';

let app: TestApp;
let yamada: Api;
let sato: Api;
let suzuki: Api;
beforeAll(async () => {
  app = await startTestApp();
  [yamada, sato, suzuki] = await Promise.all([
    signedIn(app),
    signedIn(app, SATO),
    signedIn(app, SUZUKI),
  ]);
});
afterAll(() => app?.close());

const show = (api: Api, id: number) => api('GET', `${VENDORS}/show/${id}`);

describe('vendors', () => {
  it('stores a vendor 未連携 with its supplier, updates and deletes it', async () => {
    const supplier = await store(yamada, SUPPLIERS, supplierBody({ name: '横浜仕入' }));
    const body = vendorBody({ supplier_id: supplier.id });
    const created = await store(yamada, VENDORS, body);
    expect(created).toMatchObject({
      ...body,
      building: null,
      sync_status: 'unsynced',
      synced_at: null,
      supplier: { id: supplier.id, code: supplier.code, name: '横浜仕入' },
      version: 1,
    });
    expect((await show(yamada, created.id)).body.data).toEqual(created);

    const updated = await yamada('PUT', `${VENDORS}/update/${created.id}`, {
      ...body,
      supplier_id: null,
      version: 1,
    });
    expect(updated.body.data).toMatchObject({ supplier_id: null, supplier: null, version: 2 });

    expect((await yamada('DELETE', `${VENDORS}/destroy/${created.id}`)).status).toBe(204);
    expect((await show(yamada, created.id)).status).toBe(404);
    // The supplier is free again once no vendor names it.
    expect((await yamada('DELETE', `${SUPPLIERS}/destroy/${supplier.id}`)).status).toBe(204);
  });

  it('ignores a sync status sent by the client: only the vendor jobs set it', async () => {
    const created = await store(yamada, VENDORS, vendorBody({ sync_status: 'synced' }));
    expect(created.sync_status).toBe('unsynced');
  });

  it('answers each rule with its §5 message', async () => {
    const response = await yamada('POST', `${VENDORS}/store`, {
      vendor_code: 'ABC_1',
      name: ' ',
      phone: '1234567890',
      supplier_id: 0,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      vendor_code: [FORMAT],
      name: [REQUIRED],
      phone: [FORMAT],
      supplier_id: ['1以上で入力してください'],
    });
  });

  it('refuses a supplier of another organisation or of none, writing nothing', async () => {
    const theirs = await store(suzuki, SUPPLIERS, supplierBody());
    for (const supplierId of [theirs.id, 2_000_000]) {
      const response = await yamada(
        'POST',
        `${VENDORS}/store`,
        vendorBody({ supplier_id: supplierId }),
      );
      expect(response.status).toBe(422);
      expect(response.body.errors).toEqual({ supplier_id: ['仕入先が見つかりませんでした'] });
    }
    const listed = await yamada('POST', `${VENDORS}/search`, {});
    expect(
      listed.body.data.data.filter((v: { supplier_id: number }) => v.supplier_id === theirs.id),
    ).toEqual([]);
  });

  it('refuses a vendor code the organisation already uses', async () => {
    await store(yamada, VENDORS, vendorBody({ vendor_code: 'RSL-77' }));
    const again = await yamada('POST', `${VENDORS}/store`, vendorBody({ vendor_code: 'RSL-77' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ vendor_code: [DUPLICATE] });
    expect(
      (await suzuki('POST', `${VENDORS}/store`, vendorBody({ vendor_code: 'RSL-77' }))).status,
    ).toBe(201);
  });

  it('lets exactly one of two saves of the same version win', async () => {
    const created = await store(yamada, VENDORS, vendorBody({ name: '編集前' }));
    const path = `${VENDORS}/update/${created.id}`;
    const answers = await Promise.all([
      yamada('PUT', path, {
        ...vendorBody({ vendor_code: created.vendor_code, name: '山田' }),
        version: 1,
      }),
      sato('PUT', path, {
        ...vendorBody({ vendor_code: created.vendor_code, name: '佐藤' }),
        version: 1,
      }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.message).toBe(STALE);
    const winner = answers.find((answer) => answer.status === 200)!.body.data.name;
    expect((await show(yamada, created.id)).body.data).toMatchObject({ name: winner, version: 2 });
  });

  it('keeps another organisation from reading, changing or deleting a vendor', async () => {
    const created = await store(yamada, VENDORS, vendorBody({ name: '社外秘ベンダー' }));
    for (const [method, path, body] of [
      ['GET', `${VENDORS}/show/${created.id}`, undefined],
      ['PUT', `${VENDORS}/update/${created.id}`, { ...vendorBody(), version: 1 }],
      ['DELETE', `${VENDORS}/destroy/${created.id}`, undefined],
    ] as const) {
      const response = await suzuki(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: 'ベンダーが見つかりませんでした' });
    }
    expect((await show(yamada, created.id)).body.data).toEqual(created);
  });

  it('searches by keyword and sync status, sorted and paged', async () => {
    const page = await yamada('POST', `${VENDORS}/search`, {
      keyword: 'VEN',
      sync_status: 'unsynced',
      sort: 'vendor_code',
      direction: 'desc',
      per_page: 2,
    });
    expect(page.status).toBe(200);
    const codes = page.body.data.data.map((v: { vendor_code: string }) => v.vendor_code);
    expect(codes).toEqual([...codes].sort().reverse());
    expect(page.body.data.per_page).toBe(2);
    const none = await yamada('POST', `${VENDORS}/search`, { sync_status: 'error' });
    expect(none.body.data.total).toBe(0);
  });

  it('exports the list as Shift_JIS with the supplier and the sync state in words', async () => {
    const supplier = await store(
      yamada,
      SUPPLIERS,
      supplierBody({ code: 'CSV-SUP', name: '①丸和㈱' }),
    );
    await store(yamada, VENDORS, vendorBody({ vendor_code: 'CSV-V1', supplier_id: supplier.id }));
    const { status, bytes } = await exportCsv(app, YAMADA, `${VENDORS}/export`, {
      keyword: 'CSV-V1',
      encoding: 'sjis',
    });
    expect(status).toBe(200);
    const [header, line] = parseCsv(iconv.decode(bytes, 'cp932'));
    expect(header).toContain('ベンダーコード');
    expect(line!.slice(0, 2)).toEqual(['CSV-V1', '東京ロジベンダー']);
    expect(line).toContain('CSV-SUP');
    expect(line).toContain('①丸和㈱');
    expect(line).toContain('未連携');
  });
});
