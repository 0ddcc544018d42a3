import { afterAll, beforeAll } from 'vitest';
import { apiClient, signIn, type Credentials } from './sign-in.ts';
import { startTestApp, type TestApp } from './test-app.ts';

export const YAMADA: Credentials = {
  email: 'yamada@sample-butsuryu.example',
  password: 'demo1234',
};
export const SATO: Credentials = { email: 'sato@sample-butsuryu.example', password: 'demo1234' };
export const SUZUKI: Credentials = { email: 'suzuki@test-shoji.example', password: 'demo1234' };

export const SUPPLIERS = '/api/suppliers';
export const VENDORS = '/api/vendors';
export const SHOPS = '/api/shops';

export const REQUIRED = '必須項目です';
export const FORMAT = '形式が間違っています';
export const DUPLICATE = '既に使用されています';
export const STALE = '他のユーザーによって更新されています。画面を再読み込みしてください。';
export const INVALID_INPUT = '入力内容に誤りがあります。';

export type Api = ReturnType<typeof apiClient>;

export async function signedIn(app: TestApp, credentials: Credentials = YAMADA): Promise<Api> {
  const { jar } = await signIn(app.baseUrl, credentials);
  return apiClient(app.baseUrl, jar);
}

/**
 * The file's app, started before its tests and closed after, with Yamada and Suzuki (another
 * organisation) signed in; `yamada` and `suzuki` can be taken out before the sign-in has run.
 */
export function twoOrganisations() {
  const signed = {} as { yamada: Api; suzuki: Api };
  const test = {
    app: undefined as unknown as TestApp,
    yamada: ((...args) => signed.yamada(...args)) as Api,
    suzuki: ((...args) => signed.suzuki(...args)) as Api,
  };
  beforeAll(async () => {
    test.app = await startTestApp();
    [signed.yamada, signed.suzuki] = await Promise.all([
      signedIn(test.app),
      signedIn(test.app, SUZUKI),
    ]);
  });
  afterAll(() => test.app?.close());
  return test;
}

let sequence = 0;
/** A code no other test of the file has used. */
export const nextCode = (prefix: string) => `${prefix}-${String(++sequence).padStart(3, '0')}`;

/** A supplier body that passes every rule (wire names). */
export function supplierBody(overrides: Record<string, unknown> = {}) {
  return {
    code: nextCode('SUP'),
    name: '株式会社山田製作所',
    name_kana: 'カブシキガイシャヤマダセイサクショ',
    postal_code: '100-0001',
    prefecture: '東京都',
    city: '千代田区',
    town: '千代田1-1',
    building: '山田ビル3階',
    phone: '03-1234-5678',
    email: 'order@yamada.example',
    contact_name: '山田 次郎',
    note: '月末締め翌月払い',
    ...overrides,
  };
}

export function vendorBody(overrides: Record<string, unknown> = {}) {
  return {
    vendor_code: nextCode('VEN'),
    name: '東京ロジベンダー',
    postal_code: '1500001',
    prefecture: '東京都',
    city: '渋谷区',
    town: '神宮前1-2-3',
    building: '',
    phone: '0312345678',
    supplier_id: null,
    ...overrides,
  };
}

/** Stores through the API and returns the record; fails the test on anything but 201. */
export async function store(api: Api, base: string, body: Record<string, unknown>) {
  const response = await api('POST', `${base}/store`, body);
  if (response.status !== 201) throw new Error(`store failed: ${JSON.stringify(response.body)}`);
  // The API's body is untyped JSON here; the tests read the fields they check.
  return response.body.data as { id: number; version: number } & Record<string, unknown>;
}

export function shopBody(overrides: Record<string, unknown> = {}) {
  return {
    code: nextCode('SHOP'),
    name: 'ロジ商店 楽天市場店',
    mall: '楽天市場',
    url: 'https://www.rakuten.co.jp/logi-shop/',
    warehouse_group_id: null,
    is_active: true,
    ...overrides,
  };
}

/** A CSV export as the browser downloads it: the raw bytes (decoded by the caller). */
export async function exportCsv(
  app: TestApp,
  credentials: Credentials,
  path: string,
  body: Record<string, unknown>,
) {
  const { jar } = await signIn(app.baseUrl, credentials);
  const response = await fetch(`${app.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      cookie: jar.header(),
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
}
