import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { ADMIN_PATH, type Api, signedIn, storeNotification } from './notifications.test-support.ts';

let app: TestApp;
let api: Api;

// 25 rows: days 2026-01-01..2026-01-25; every 5th unpublished; tags cycle; titles numbered.
const TAGS = ['notification', 'release', 'maintenance'] as const;
beforeAll(async () => {
  app = await startTestApp();
  api = await signedIn(app);
  for (let n = 1; n <= 25; n += 1) {
    await storeNotification(api, {
      title: `お知らせ${String(n).padStart(2, '0')}`,
      content: n === 7 ? '<p>倉庫の<strong>移転</strong>について</p>' : `<p>本文${n}</p>`,
      tag: TAGS[n % 3],
      published_at: `2026-01-${String(n).padStart(2, '0')}`,
      is_important: n % 2 === 0,
      is_published: n % 5 !== 0,
    });
  }
});
afterAll(async () => {
  await app?.close();
});

const search = (body?: Record<string, unknown>) =>
  api('POST', `${ADMIN_PATH}/search`, body).then((response) => {
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  });
const titles = (page: { data: { title: string }[] }) => page.data.map((row) => row.title);

describe('admin notification search', () => {
  it('pages 20 per page by default, newest published_at first, without content', async () => {
    const first = await search({});
    expect(first).toMatchObject({ total: 25, current_page: 1, per_page: 20, last_page: 2 });
    expect(first.data).toHaveLength(20);
    expect(first.data[0].title).toBe('お知らせ25');
    expect(first.data[0]).not.toHaveProperty('content');
    const second = await search({ page: 2 });
    expect(titles(second)).toEqual([
      'お知らせ05',
      'お知らせ04',
      'お知らせ03',
      'お知らせ02',
      'お知らせ01',
    ]);
    expect((await search({ page: 3 })).data).toEqual([]);
  });

  it('accepts a request without a body', async () => {
    const response = await api('POST', `${ADMIN_PATH}/search`);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.total).toBe(25);
  });

  it('honours per_page up to 100 and sorts by whitelisted fields both ways', async () => {
    expect((await search({ per_page: 100 })).data).toHaveLength(25);
    const byTitle = await search({ sort: 'title', direction: 'asc', per_page: 3 });
    expect(titles(byTitle)).toEqual(['お知らせ01', 'お知らせ02', 'お知らせ03']);
    const byIdDesc = await search({ sort: 'id', direction: 'desc', per_page: 1 });
    expect(titles(byIdDesc)).toEqual(['お知らせ25']);
    const oldest = await search({ sort: 'published_at', direction: 'asc', per_page: 1 });
    expect(titles(oldest)).toEqual(['お知らせ01']);
  });

  it('filters by keyword in title or in the text of the content', async () => {
    expect(titles(await search({ keyword: 'お知らせ1' }))).toHaveLength(10);
    expect(titles(await search({ keyword: '移転' }))).toEqual(['お知らせ07']);
    expect((await search({ keyword: 'strong' })).total).toBe(0);
    expect((await search({ keyword: '%' })).total).toBe(0);
    expect((await search({ keyword: '' })).total).toBe(25);
  });

  it('filters by tag, published flag and published_at range', async () => {
    const releases = await search({ tag: 'release', per_page: 100 });
    expect(releases.total).toBe(9);
    expect(releases.data.every((row: { tag: string }) => row.tag === 'release')).toBe(true);
    expect((await search({ is_published: false })).total).toBe(5);
    expect((await search({ is_published: true })).total).toBe(20);
    const range = await search({ published_at_from: '2026-01-10', published_at_to: '2026-01-12' });
    expect(titles(range)).toEqual(['お知らせ12', 'お知らせ11', 'お知らせ10']);
    const combined = await search({ tag: 'notification', is_published: false });
    expect(titles(combined)).toEqual(['お知らせ15']);
  });

  it('answers 422 for unknown sort fields, bad paging and bad filters', async () => {
    const response = await api('POST', `${ADMIN_PATH}/search`, {
      sort: 'content; drop table users',
      direction: 'sideways',
      page: 0,
      per_page: 101,
      tag: 'news',
      is_published: 'yes',
      published_at_from: '2026-02-30',
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({
      sort: ['形式が間違っています'],
      direction: ['形式が間違っています'],
      page: ['1以上で入力してください'],
      per_page: ['100以下で入力してください'],
      tag: ['形式が間違っています'],
      is_published: ['形式が間違っています'],
      published_at_from: ['形式が間違っています'],
    });
  });
});
