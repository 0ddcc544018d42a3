import { addDays, todayJst } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ADMIN_PATH,
  type Api,
  SATO,
  SUZUKI,
  signedIn,
  storeNotification,
  validBody,
} from './notifications.test-support.ts';

const USER_PATH = '/api/userNotification';

let app: TestApp;
let yamada: Api;
let suzuki: Api;
const ids: Record<string, number> = {};
const today = todayJst();

beforeAll(async () => {
  app = await startTestApp();
  yamada = await signedIn(app);
  suzuki = await signedIn(app, SUZUKI);
  // Stored oldest first so that ids grow with the publishing day.
  const rows = [
    ['old', { published_at: addDays(today, -10), tag: 'release' }],
    ['hidden', { published_at: addDays(today, -5), is_published: false }],
    ['yesterday', { published_at: addDays(today, -1), tag: 'maintenance', is_important: true }],
    ['today', { published_at: today, tag: 'notification' }],
    ['future', { published_at: addDays(today, 1) }],
  ] as const;
  for (const [key, overrides] of rows) {
    ids[key] = (await storeNotification(yamada, { title: key, ...overrides })).id;
  }
});
afterAll(async () => {
  await app?.close();
});

const list = async (api: Api, query = '') => {
  const response = await api('GET', `${USER_PATH}${query}`);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.data;
};

describe('GET /api/userNotification', () => {
  it('lists published notifications up to today (JST), newest first, 3 by default', async () => {
    const page = await list(suzuki);
    expect(page.data.map((row: { title: string }) => row.title)).toEqual([
      'today',
      'yesterday',
      'old',
    ]);
    expect(page).toMatchObject({
      total: 3,
      current_page: 1,
      per_page: 3,
      last_page: 1,
      unread_count: 3,
    });
  });

  it('gives each item its tag label and colour, importance, date and read flag', async () => {
    const [todayItem, yesterdayItem, oldItem] = (await list(suzuki)).data;
    expect(todayItem).toEqual({
      id: ids.today,
      title: 'today',
      tag: 'notification',
      tag_label: 'お知らせ',
      tag_color: 'blue',
      is_important: false,
      published_at: today,
      is_read: false,
    });
    expect(yesterdayItem).toMatchObject({
      tag_label: 'メンテナンス',
      tag_color: 'orange',
      is_important: true,
    });
    expect(oldItem).toMatchObject({ tag_label: 'リリース', tag_color: 'teal' });
  });

  it('honours limit and page', async () => {
    const first = await list(suzuki, '?limit=1');
    expect(first.data.map((row: { title: string }) => row.title)).toEqual(['today']);
    expect(first).toMatchObject({ total: 3, per_page: 1, last_page: 3 });
    const second = await list(suzuki, '?limit=2&page=2');
    expect(second.data.map((row: { title: string }) => row.title)).toEqual(['old']);
  });

  it('answers 422 for a limit outside 1..50 or a bad page', async () => {
    for (const query of ['?limit=0', '?limit=51', '?limit=abc', '?page=0']) {
      const response = await suzuki('GET', `${USER_PATH}${query}`);
      expect(response.status, query).toBe(422);
    }
    expect((await suzuki('GET', `${USER_PATH}?limit=51`)).body.errors).toEqual({
      limit: ['50以下で入力してください'],
    });
  });
});

describe('GET /api/userNotification/show/{id}', () => {
  it('shows the full sanitised content and marks it read for this user only', async () => {
    // Sato reads here and nowhere else, so no other test depends on what this one marks read.
    const sato = await signedIn(app, SATO);
    const unreadBefore = (await list(sato)).unread_count;
    const yamadaUnreadBefore = (await list(yamada)).unread_count;
    const shown = await sato('GET', `${USER_PATH}/show/${ids.yesterday}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toMatchObject({ id: ids.yesterday, title: 'yesterday', is_read: true });
    expect(shown.body.data.content).toContain('<strong>実施</strong>');

    const satoList = await list(sato);
    expect(satoList.unread_count).toBe(unreadBefore - 1);
    expect(satoList.data.find((row: { id: number }) => row.id === ids.yesterday).is_read).toBe(
      true,
    );
    expect((await list(yamada)).unread_count).toBe(yamadaUnreadBefore);

    // Reading it again changes nothing.
    await sato('GET', `${USER_PATH}/show/${ids.yesterday}`);
    expect((await list(sato)).unread_count).toBe(unreadBefore - 1);
  });

  it('hides unpublished and future notifications, and unknown or malformed ids', async () => {
    const unreadBefore = (await list(suzuki)).unread_count;
    for (const id of [ids.hidden, ids.future, 999999, 'abc', '0']) {
      const response = await suzuki('GET', `${USER_PATH}/show/${id}`);
      expect(response.status, String(id)).toBe(404);
    }
    expect((await list(suzuki)).unread_count).toBe(unreadBefore);
  });

  it('shows a notification once it is published, and counts it as unread', async () => {
    // Its own notification, removed afterwards: the other tests' lists stay as beforeAll made them.
    const later = { title: 'later', published_at: addDays(today, -5), is_published: false };
    const { id } = await storeNotification(yamada, later);
    try {
      const unreadBefore = (await list(suzuki)).unread_count;
      expect((await suzuki('GET', `${USER_PATH}/show/${id}`)).status).toBe(404);
      const published = await yamada(
        'PUT',
        `${ADMIN_PATH}/update/${id}`,
        validBody({ ...later, is_published: true }),
      );
      expect(published.status).toBe(200);
      const page = await list(suzuki, '?limit=10');
      expect(page.data.map((row: { title: string }) => row.title)).toEqual([
        'today',
        'yesterday',
        'later',
        'old',
      ]);
      expect(page.unread_count).toBe(unreadBefore + 1);
    } finally {
      await yamada('DELETE', `${ADMIN_PATH}/destroy/${id}`);
    }
  });

  it('needs a session', async () => {
    expect((await fetch(`${app.baseUrl}${USER_PATH}`)).status).toBe(401);
    expect((await fetch(`${app.baseUrl}${USER_PATH}/show/${ids.today}`)).status).toBe(401);
  });
});
