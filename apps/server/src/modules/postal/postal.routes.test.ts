import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { POSTAL_ERROR_MESSAGES, unzipPostalRecords } from '@logi/postal';
import { POSTAL_ZIP_PATH, readPostalRecords } from '@logi/postal/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, signIn } from '../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

let testApp: TestApp;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  testApp = await startTestApp();
  const { jar } = await signIn(testApp.baseUrl, {
    email: 'yamada@sample-butsuryu.example',
    password: 'demo1234',
  });
  api = apiClient(testApp.baseUrl, jar);
});
afterAll(async () => {
  await testApp?.close();
});

const search = (query: string) => api('GET', `/api/postal/search?${query}`);
const q = (text: string) => `q=${encodeURIComponent(text)}`;

describe('GET /api/postal/search', () => {
  it('needs a session', async () => {
    const response = await fetch(`${testApp.baseUrl}/api/postal/search?q=1000001`);
    expect(response.status).toBe(401);
  });

  it('finds a code with its hyphen, from half- or full-width input', async () => {
    const expected = [{ zipcode: '100-0001', pref: '東京都', city: '千代田区', town: '千代田' }];
    for (const input of ['1000001', '１００－０００１', '〒100-0001']) {
      const { status, body } = await search(`${q(input)}&exact=true`);
      expect(status, input).toBe(200);
      expect(body, input).toEqual({ data: expected });
    }
  });

  it('returns every town of a code in exact mode (452-0961 has 66)', async () => {
    const { body } = await search('q=4520961&exact=true');
    expect(body.data).toHaveLength(66);
    expect(new Set(body.data.map((c: any) => c.zipcode))).toEqual(new Set(['452-0961']));
  });

  it('searches by prefix: 50 by default, up to the limit of 100, in code order', async () => {
    const byDefault = await search('q=100');
    expect(byDefault.body.data).toHaveLength(50);
    const capped = await search('q=10&limit=100');
    expect(capped.body.data).toHaveLength(100);
    const codes = capped.body.data.map((c: any) => c.zipcode);
    expect(codes.every((code: string) => /^10\d-\d{4}$/.test(code))).toBe(true);
    expect([...codes].sort()).toEqual(codes);
    const few = await search('q=100-00&limit=3');
    expect(few.body.data.map((c: any) => c.zipcode)).toEqual(['100-0000', '100-0001', '100-0002']);
  });

  it('finds an address by kanji, katakana, hiragana and half-width kana', async () => {
    for (const input of ['千代田区千代田', 'チヨダクチヨダ', 'ちよだくちよだ', 'ﾁﾖﾀﾞｸﾁﾖﾀﾞ']) {
      const { status, body } = await search(q(input));
      expect(status, input).toBe(200);
      expect(body.data, input).toContainEqual({
        zipcode: '100-0001',
        pref: '東京都',
        city: '千代田区',
        town: '千代田',
      });
    }
  });

  it('anchors an address search at the start when left_anchored is set', async () => {
    const contains = await search(q('千代田区'));
    expect(contains.body.data.length).toBeGreaterThan(0);
    const anchored = await search(`${q('千代田区')}&left_anchored=true`);
    expect(anchored.body).toEqual({ data: [] });
    const fromPref = await search(`${q('東京都千代田区')}&left_anchored=true&limit=100`);
    expect(fromPref.body.data.length).toBeGreaterThan(50);
    expect(fromPref.body.data.every((c: any) => c.city === '千代田区')).toBe(true);
  });

  it('matches a whole address exactly in exact mode', async () => {
    const { body } = await search(`${q('東京都千代田区千代田')}&exact=true`);
    expect(body.data).toEqual([
      { zipcode: '100-0001', pref: '東京都', city: '千代田区', town: '千代田' },
    ]);
  });

  it.each([
    ['a code not 7 digits in exact mode', 'q=123456&exact=true', 'code_not_7_digits'],
    ['a 1-digit prefix', 'q=1', 'code_too_short'],
    ['an unknown code in exact mode', 'q=0000000&exact=true', 'address_not_found'],
    ['a 1-character address', q('あ'), 'address_too_short'],
    ['an empty query', 'q=', 'address_too_short'],
    [
      'an unknown address in exact mode',
      `${q('東京都千代田区霞が関9')}&exact=true`,
      'zipcode_not_found',
    ],
  ] as const)('rejects %s with 422 and the Japanese message', async (_case, query, code) => {
    const message = POSTAL_ERROR_MESSAGES[code];
    const { status, body } = await search(query);
    expect(status).toBe(422);
    expect(body).toEqual({ message, errors: { q: [message] } });
  });

  it.each([
    ['limit 0', 'q=100&limit=0', 'limit', '1以上で入力してください'],
    ['limit 101', 'q=100&limit=101', 'limit', '100以下で入力してください'],
    ['limit abc', 'q=100&limit=abc', 'limit', '形式が間違っています'],
    ['limit 1.5', 'q=100&limit=1.5', 'limit', '形式が間違っています'],
    ['q missing', 'limit=10', 'q', '必須項目です'],
    ['q of 1000 characters', `q=${'あ'.repeat(1000)}`, 'q', '100文字以内で入力してください'],
    ['q with a NUL character', 'q=100\u00000', 'q', '形式が間違っています'],
    ['limit in exponent form', 'q=100&limit=1e1', 'limit', '形式が間違っています'],
    ['exact not a boolean', 'q=100&exact=yes', 'exact', '形式が間違っています'],
    [
      'left_anchored not a boolean',
      'q=100&left_anchored=1',
      'left_anchored',
      '形式が間違っています',
    ],
  ])('answers 422 for %s', async (_case, query, field, message) => {
    const { status, body } = await search(encodeURI(query));
    expect(status).toBe(422);
    expect(body.errors).toEqual({ [field]: [message] });
  });
});

describe('the postal data file', () => {
  let dataUrl: string;
  beforeAll(async () => {
    const response = await fetch(`${testApp.baseUrl}/api/postal/data_url`);
    expect(response.status).toBe(200);
    dataUrl = ((await response.json()) as { data: { url: string } }).data.url;
  });

  it('is announced without a session, at a path versioned by its content', async () => {
    const sha256 = createHash('sha256')
      .update(await readFile(POSTAL_ZIP_PATH))
      .digest('hex');
    expect(dataUrl).toBe(`/static/postal/${sha256.slice(0, 16)}/zipcodes.zip`);
  });

  it('is served without a session, cacheable for good, and unzips into the whole dataset', async () => {
    const response = await fetch(`${testApp.baseUrl}${dataUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('set-cookie')).toBeNull();
    const bytes = new Uint8Array(await response.arrayBuffer());
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    expect(response.headers.get('etag')).toBe(`"${sha256}"`);
    expect(response.headers.get('content-length')).toBe(String(bytes.byteLength));
    const records = unzipPostalRecords(bytes);
    expect(records).toHaveLength((await readPostalRecords()).length);
    expect(records.length).toBeGreaterThan(100_000);
  });

  it('answers 304 to a matching If-None-Match, weak or in a list', async () => {
    const etag = (await fetch(`${testApp.baseUrl}${dataUrl}`, { method: 'HEAD' })).headers.get(
      'etag',
    )!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, '*']) {
      const response = await fetch(`${testApp.baseUrl}${dataUrl}`, {
        headers: { 'if-none-match': ifNoneMatch },
      });
      expect(response.status, ifNoneMatch).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await response.text()).toBe('');
    }
    const changed = await fetch(`${testApp.baseUrl}${dataUrl}`, {
      headers: { 'if-none-match': '"stale"' },
    });
    expect(changed.status).toBe(200);
  });

  it('is also at the fixed path /static/postal/zipcodes.zip, revalidated on each use', async () => {
    const response = await fetch(`${testApp.baseUrl}/static/postal/zipcodes.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('cache-control')).toBe('public, no-cache');
    const etag = response.headers.get('etag')!;
    const again = await fetch(`${testApp.baseUrl}/static/postal/zipcodes.zip`, {
      headers: { 'if-none-match': etag },
    });
    expect(again.status).toBe(304);
  });

  it('answers 404 for another version or file, not the SPA page', async () => {
    for (const path of ['/static/postal/0000000000000000/zipcodes.zip', '/static/postal/x.zip']) {
      const response = await fetch(`${testApp.baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ message: 'ページが見つかりませんでした' });
    }
  });
});
