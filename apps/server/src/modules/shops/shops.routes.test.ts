import { sql } from 'drizzle-orm';
import { SHOP_SENDER_MESSAGES } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv-parse.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { signInAs } from '../../test/jobs.test-support.ts';
import { warehouseGroups } from '../warehouse-groups/warehouse-groups.table.ts';
import {
  type Api,
  DUPLICATE,
  exportCsv,
  FORMAT,
  REQUIRED,
  shopBody,
  SHOPS,
  STALE,
  store,
  SUZUKI,
  YAMADA,
} from '../../test/masters.test-support.ts';

let app: TestApp;
let yamada: Api;
let suzuki: Api;
let yamadaOrganisation: string;
let suzukiOrganisation: string;
beforeAll(async () => {
  app = await startTestApp();
  const [y, s] = await Promise.all([signInAs(app.baseUrl, YAMADA), signInAs(app.baseUrl, SUZUKI)]);
  [yamada, suzuki] = [y.api, s.api];
  [yamadaOrganisation, suzukiOrganisation] = [y.organisationId, s.organisationId];
});
afterAll(() => app?.close());

async function group(organisationId: string, name: string) {
  const [row] = await app.db
    .insert(warehouseGroups)
    .values({ organisationId, name })
    .returning({ id: warehouseGroups.id });
  return row!.id;
}

// A whole 送り主 with a two-line 納品書 message and both carriers' contract codes.
const SHIPPING = {
  sender_postal_code: '150-0001',
  sender_prefecture: '東京都',
  sender_city: '渋谷区',
  sender_town: '神宮前1-2-3',
  sender_building: 'ロジビル5階',
  sender_phone: '03-1234-5678',
  delivery_note_message: 'お買い上げありがとうございます。\n返品は到着後7日以内にご連絡ください。',
  yamato_billing_customer_code: '0312345678',
  yamato_billing_class_code: '1',
  yamato_freight_number: '01',
  sagawa_customer_code: '123456789012',
};

const show = (api: Api, id: number) => api('GET', `${SHOPS}/show/${id}`);

describe('shops', () => {
  it('stores a shop with its warehouse group, updates and deletes it', async () => {
    const groupId = await group(yamadaOrganisation, '関東優先');
    const body = shopBody({ warehouse_group_id: groupId });
    const created = await store(yamada, SHOPS, body);
    expect(created).toMatchObject({
      ...body,
      warehouse_group: { id: groupId, name: '関東優先' },
      version: 1,
    });
    expect((await show(yamada, created.id)).body.data).toEqual(created);

    const updated = await yamada('PUT', `${SHOPS}/update/${created.id}`, {
      ...body,
      mall: 'Amazon',
      url: '',
      warehouse_group_id: null,
      is_active: false,
      version: 1,
    });
    expect(updated.body.data).toMatchObject({
      mall: 'Amazon',
      url: null,
      warehouse_group: null,
      is_active: false,
      version: 2,
    });
    expect((await yamada('DELETE', `${SHOPS}/destroy/${created.id}`)).status).toBe(204);
    expect((await show(yamada, created.id)).status).toBe(404);
  });

  it('keeps the 送り主, the 納品書 message and the carrier codes, and clears them', async () => {
    const body = shopBody(SHIPPING);
    const created = await store(yamada, SHOPS, body);
    expect(created).toMatchObject(body);
    expect((await show(yamada, created.id)).body.data).toEqual(created);

    const blanks = Object.fromEntries(Object.keys(SHIPPING).map((key) => [key, '']));
    const cleared = await yamada('PUT', `${SHOPS}/update/${created.id}`, {
      ...body,
      ...blanks,
      version: 1,
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body.data).toMatchObject(
      Object.fromEntries(Object.keys(SHIPPING).map((key) => [key, null])),
    );
  });

  it('refuses a partial 送り主 or B2クラウド account on the first missing field, storing nothing', async () => {
    const response = await yamada(
      'POST',
      `${SHOPS}/store`,
      shopBody({
        code: 'PARTIAL-SENDER',
        sender_postal_code: '150-0001',
        sender_prefecture: '東京都',
        yamato_billing_customer_code: '0312345678',
        sagawa_customer_code: '12345',
      }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      sender_city: [SHOP_SENDER_MESSAGES.senderIncomplete],
      sender_town: [REQUIRED],
      sender_phone: [REQUIRED],
      yamato_freight_number: [SHOP_SENDER_MESSAGES.yamatoIncomplete],
      sagawa_customer_code: [FORMAT],
    });
    const { rows } = await app.db.execute(sql`select 1 from shops where code = 'PARTIAL-SENDER'`);
    expect(rows).toEqual([]);
  });

  it('answers each rule with its §5 message', async () => {
    const response = await yamada('POST', `${SHOPS}/store`, {
      code: 'ショップ',
      name: '',
      mall: 'メルカリ',
      url: 'ftp://example.com',
      is_active: 'yes',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      code: [FORMAT],
      name: [REQUIRED],
      mall: [FORMAT],
      url: [FORMAT],
      is_active: [FORMAT],
    });
  });

  it('accepts every mall of the list', async () => {
    for (const mall of [
      '楽天市場',
      'Amazon',
      'Yahoo!ショッピング',
      'Shopify',
      '自社サイト',
      'その他',
    ]) {
      expect((await yamada('POST', `${SHOPS}/store`, shopBody({ mall }))).status).toBe(201);
    }
  });

  it('refuses a blank string as the warehouse group rather than storing none', async () => {
    const stored = await store(yamada, SHOPS, shopBody({ code: 'BLANK-GROUP' }));
    const created = await yamada(
      'POST',
      `${SHOPS}/store`,
      shopBody({ code: 'BLANK-GROUP-2', warehouse_group_id: '' }),
    );
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({ warehouse_group_id: [FORMAT] });
    const updated = await yamada('PUT', `${SHOPS}/update/${stored.id}`, {
      ...shopBody({ code: 'BLANK-GROUP', warehouse_group_id: '' }),
      version: 1,
    });
    expect(updated.status).toBe(422);
    expect(updated.body.errors).toEqual({ warehouse_group_id: [FORMAT] });

    const { rows } = await app.db.execute(
      sql`select code, version from shops where code like 'BLANK-GROUP%'`,
    );
    expect(rows).toEqual([{ code: 'BLANK-GROUP', version: 1 }]);
  });

  it("refuses another organisation's warehouse group", async () => {
    const theirs = await group(suzukiOrganisation, '他社グループ');
    const response = await yamada(
      'POST',
      `${SHOPS}/store`,
      shopBody({ warehouse_group_id: theirs }),
    );
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      warehouse_group_id: ['倉庫グループが見つかりませんでした'],
    });
  });

  it('refuses a code the organisation already uses', async () => {
    await store(yamada, SHOPS, shopBody({ code: 'AMZ-1' }));
    const again = await yamada('POST', `${SHOPS}/store`, shopBody({ code: 'AMZ-1' }));
    expect(again.status).toBe(422);
    expect(again.body.errors).toEqual({ code: [DUPLICATE] });
    expect((await suzuki('POST', `${SHOPS}/store`, shopBody({ code: 'AMZ-1' }))).status).toBe(201);
  });

  it('answers 409 to a save made on an older version', async () => {
    const created = await store(yamada, SHOPS, shopBody());
    const path = `${SHOPS}/update/${created.id}`;
    const body = shopBody({ code: created.code });
    expect((await yamada('PUT', path, { ...body, name: '新', version: 1 })).status).toBe(200);
    const late = await yamada('PUT', path, { ...body, name: '旧', version: 1 });
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(STALE);
    expect((await show(yamada, created.id)).body.data).toMatchObject({ name: '新', version: 2 });
  });

  it('keeps another organisation from reading, changing or deleting a shop', async () => {
    const created = await store(yamada, SHOPS, shopBody({ name: '非公開ショップ' }));
    for (const [method, path, body] of [
      ['GET', `${SHOPS}/show/${created.id}`, undefined],
      ['PUT', `${SHOPS}/update/${created.id}`, { ...shopBody(), version: 1 }],
      ['DELETE', `${SHOPS}/destroy/${created.id}`, undefined],
    ] as const) {
      const response = await suzuki(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(response.body).toEqual({ message: 'ショップが見つかりませんでした' });
    }
    expect((await show(yamada, created.id)).body.data).toEqual(created);
  });

  it('filters by mall and 利用, sorted and paged', async () => {
    await store(
      yamada,
      SHOPS,
      shopBody({ code: 'YH-2', mall: 'Yahoo!ショッピング', is_active: false }),
    );
    await store(yamada, SHOPS, shopBody({ code: 'YH-1', mall: 'Yahoo!ショッピング' }));
    const both = await yamada('POST', `${SHOPS}/search`, {
      keyword: 'YH-',
      mall: 'Yahoo!ショッピング',
      sort: 'code',
      direction: 'asc',
    });
    expect(both.body.data.data.map((s: { code: string }) => s.code)).toEqual(['YH-1', 'YH-2']);
    const inactive = await yamada('POST', `${SHOPS}/search`, {
      keyword: 'YH-',
      mall: 'Yahoo!ショッピング',
      is_active: false,
    });
    expect(inactive.body.data.data.map((s: { code: string }) => s.code)).toEqual(['YH-2']);
    const paged = await yamada('POST', `${SHOPS}/search`, { per_page: 1, page: 2 });
    expect(paged.body.data).toMatchObject({ per_page: 1, current_page: 2 });
    expect(paged.body.data.data).toHaveLength(1);
  });

  it('exports the list in UTF-8 with the group by name and 利用 in words', async () => {
    const groupId = await group(yamadaOrganisation, 'CSV用グループ');
    await store(
      yamada,
      SHOPS,
      shopBody({
        code: 'CSV-1',
        warehouse_group_id: groupId,
        is_active: false,
        unallocatable_days: 30,
      }),
    );
    const { status, bytes } = await exportCsv(app, YAMADA, `${SHOPS}/export`, { keyword: 'CSV-1' });
    expect(status).toBe(200);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows).toEqual([
      ['ショップコード', 'ショップ名', 'モール', 'URL', '引当倉庫グループ', '利用', '引当不可日数'],
      [
        'CSV-1',
        'ロジ商店 楽天市場店',
        '楽天市場',
        'https://www.rakuten.co.jp/logi-shop/',
        'CSV用グループ',
        '利用しない',
        '30',
      ],
    ]);
  });
});
