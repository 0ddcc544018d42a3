import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../test/csv-parse.ts';
import { apiClient, signIn } from '../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  type Api,
  store,
  supplierBody,
  SUPPLIERS,
  YAMADA,
} from '../../test/masters.test-support.ts';

let app: TestApp;
let api: Api;
let cookie: string;
beforeAll(async () => {
  app = await startTestApp();
  const { jar } = await signIn(app.baseUrl, YAMADA);
  api = apiClient(app.baseUrl, jar);
  cookie = jar.header();
  // Stored out of order, so the default sort (code) has something to do.
  for (const [code, name, kana] of [
    ['S-03', '=SUM(A1)商事', 'サンショウ'],
    ['S-01', '青山商事', 'アオヤマショウジ'],
    ['S-05', '江戸川物産', 'エドガワブッサン'],
    ['S-02', '井上工業', 'イノウエコウギョウ'],
    ['S-04', '①丸和㈱', 'マルワ'],
  ]) {
    await store(api, SUPPLIERS, supplierBody({ code, name, name_kana: kana }));
  }
});
afterAll(() => app?.close());

const search = (body: Record<string, unknown>) => api('POST', `${SUPPLIERS}/search`, body);
const codes = (response: { body: any }) =>
  response.body.data.data.map((row: { code: string }) => row.code);

describe('supplier search', () => {
  it('pages in code order by default, with the count', async () => {
    const first = await search({ per_page: 2 });
    expect(codes(first)).toEqual(['S-01', 'S-02']);
    expect(first.body.data).toMatchObject({ total: 5, current_page: 1, per_page: 2, last_page: 3 });
    const last = await search({ per_page: 2, page: 3 });
    expect(codes(last)).toEqual(['S-05']);
    expect(last.body.data).toMatchObject({ total: 5, last_page: 3 });
    // Past the end no row carries the count: it is still the matches'.
    const beyond = await search({ per_page: 2, page: 9 });
    expect(codes(beyond)).toEqual([]);
    expect(beyond.body.data).toMatchObject({ total: 5, last_page: 3 });
  });

  it('sorts by a listed column either way', async () => {
    const byKana = await search({ sort: 'name_kana', direction: 'desc' });
    expect(codes(byKana)).toEqual(['S-04', 'S-03', 'S-05', 'S-02', 'S-01']);
  });

  it('finds by code, name or kana, and treats % and _ as text', async () => {
    expect(codes(await search({ keyword: '井上' }))).toEqual(['S-02']);
    expect(codes(await search({ keyword: 'エドガワ' }))).toEqual(['S-05']);
    expect(codes(await search({ keyword: 's-04' }))).toEqual(['S-04']);
    expect((await search({ keyword: '%' })).body.data.total).toBe(0);
  });

  it('refuses a sort column of no list', async () => {
    const response = await search({ sort: 'organisation_id' });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ sort: ['形式が間違っています'] });
  });
});

async function exportCsv(body: Record<string, unknown>) {
  const response = await fetch(`${app.baseUrl}${SUPPLIERS}/export`, {
    method: 'POST',
    headers: {
      cookie,
      'x-requested-with': 'XMLHttpRequest',
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('supplier CSV export', () => {
  it('writes Shift_JIS (CP932) with every match, in the list order, formulas escaped', async () => {
    const { response, bytes } = await exportCsv({ encoding: 'sjis', keyword: '' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=Shift_JIS');
    expect(response.headers.get('content-disposition')).toContain(
      encodeURIComponent('仕入先一覧_'),
    );
    const rows = parseCsv(iconv.decode(bytes, 'cp932'));
    expect(rows[0]!.slice(0, 3)).toEqual(['仕入先コード', '仕入先名', '仕入先名(カナ)']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(['S-01', 'S-02', 'S-03', 'S-04', 'S-05']);
    expect(rows[3]![1]).toBe("'=SUM(A1)商事");
    expect(rows[4]![1]).toBe('①丸和㈱');
  });

  it('writes UTF-8 with a BOM, filtered like the list', async () => {
    const { bytes } = await exportCsv({ keyword: '青山' });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(bytes.subarray(3).toString('utf8'));
    expect(rows).toHaveLength(2);
    expect(rows[1]!.slice(0, 2)).toEqual(['S-01', '青山商事']);
  });

  it('refuses an unknown encoding', async () => {
    const { response } = await exportCsv({ encoding: 'latin1' });
    expect(response.status).toBe(422);
  });
});

describe('supplier audit trail', () => {
  it('lists who changed which fields, from what to what', async () => {
    const created = await store(api, SUPPLIERS, supplierBody({ code: 'AUD-1', phone: '' }));
    await api('PUT', `${SUPPLIERS}/update/${created.id}`, {
      ...supplierBody({ code: 'AUD-1', phone: '045-000-1111' }),
      version: 1,
    });
    const trail = await api('GET', `/api/audits/suppliers/${created.id}`);
    expect(trail.status).toBe(200);
    const [latest, first] = trail.body.data.data;
    expect(latest).toMatchObject({
      action: 'update',
      user_name: '山田 太郎',
      changes: { phone: { from: null, to: '045-000-1111' } },
    });
    expect(first).toMatchObject({ action: 'create' });
  });
});
