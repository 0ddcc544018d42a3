import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_CHANNEL } from '../events/index.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ADMIN_PATH,
  type Api,
  notificationCount,
  poolOf,
  signedIn,
  storeNotification,
  validBody,
} from './notifications.test-support.ts';

let app: TestApp;
let api: Api;
beforeAll(async () => {
  app = await startTestApp();
  api = await signedIn(app);
});
afterAll(async () => {
  await app?.close();
});

describe('admin notification CRUD', () => {
  it('stores a notification and shows it back', async () => {
    const body = validBody({ title: '  新機能のリリース  ', tag: 'release', is_important: true });
    const created = await api('POST', `${ADMIN_PATH}/store`, body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      title: '新機能のリリース',
      content: body.content,
      tag: 'release',
      published_at: body.published_at,
      is_important: true,
      is_published: true,
    });
    const shown = await api('GET', `${ADMIN_PATH}/show/${created.body.data.id}`);
    expect(shown.status).toBe(200);
    expect(shown.body.data).toEqual(created.body.data);
  });

  it('updates every field and answers with the new values', async () => {
    const { id } = await storeNotification(api);
    const changes = validBody({
      title: '変更後',
      content: '<p>変更</p>',
      tag: 'notification',
      published_at: '2030-01-02',
      is_important: true,
      is_published: false,
    });
    const updated = await api('PUT', `${ADMIN_PATH}/update/${id}`, changes);
    expect(updated.status).toBe(200);
    const shown = await api('GET', `${ADMIN_PATH}/show/${id}`);
    expect(shown.body.data).toMatchObject({ ...changes, id });
    expect(shown.body.data.updated_at >= shown.body.data.created_at).toBe(true);
  });

  it('refuses an edit made on an older version with 409 and changes nothing (no lost update)', async () => {
    const { id } = await storeNotification(api);
    const first = await api(
      'PUT',
      `${ADMIN_PATH}/update/${id}`,
      validBody({ title: '一人目', version: 1 }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data.version).toBe(2);
    const second = await api(
      'PUT',
      `${ADMIN_PATH}/update/${id}`,
      validBody({ title: '二人目', version: 1 }),
    );
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(
      '他のユーザーによって更新されています。画面を再読み込みしてください。',
    );
    const shown = await api('GET', `${ADMIN_PATH}/show/${id}`);
    expect(shown.body.data).toMatchObject({ title: '一人目', version: 2 });
    // Without a version (the spec's plain body) the update still applies.
    const plain = await api('PUT', `${ADMIN_PATH}/update/${id}`, validBody({ title: '三人目' }));
    expect(plain.body.data).toMatchObject({ title: '三人目', version: 3 });
    const missing = await api('PUT', `${ADMIN_PATH}/update/999999`, validBody({ version: 1 }));
    expect(missing.status).toBe(404);
    const badVersion = await api('PUT', `${ADMIN_PATH}/update/${id}`, validBody({ version: 'x' }));
    expect(badVersion.status).toBe(422);
  });

  it('deletes a notification, after which it is not found', async () => {
    const { id } = await storeNotification(api);
    const deleted = await api('DELETE', `${ADMIN_PATH}/destroy/${id}`);
    expect(deleted.status).toBe(204);
    expect((await api('GET', `${ADMIN_PATH}/show/${id}`)).status).toBe(404);
    expect((await api('DELETE', `${ADMIN_PATH}/destroy/${id}`)).status).toBe(404);
  });
});

describe('ids that name no notification', () => {
  const badIds = ['999999', 'abc', '0', '-1', '1.5', '1e3', '99999999999', '%20'];

  it.each(badIds)('answers 404 for show/update/destroy of %s', async (id) => {
    const before = await notificationCount(app);
    const shown = await api('GET', `${ADMIN_PATH}/show/${id}`);
    expect(shown.status).toBe(404);
    expect(shown.body).toEqual({ message: 'お知らせが見つかりませんでした' });
    expect((await api('PUT', `${ADMIN_PATH}/update/${id}`, validBody())).status).toBe(404);
    expect((await api('DELETE', `${ADMIN_PATH}/destroy/${id}`)).status).toBe(404);
    expect(await notificationCount(app)).toBe(before);
  });
});

describe('oversized and malformed bodies', () => {
  it('refuses a 10 MB body with 413 and a Japanese message, writing nothing', async () => {
    const before = await notificationCount(app);
    const huge = validBody({ content: `<p>${'あ'.repeat(10 * 1024 * 1024)}</p>` });
    const response = await api('POST', `${ADMIN_PATH}/store`, huge);
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ message: 'リクエストが大きすぎます。' });
    expect(await notificationCount(app)).toBe(before);
  });

  it('answers 422 for a body that is not an object', async () => {
    for (const body of [[], 'text', 42]) {
      const response = await api('POST', `${ADMIN_PATH}/store`, body);
      expect(response.status).toBe(422);
    }
  });
});

describe('live push', () => {
  it('publishes notifications.changed on store, update and destroy', async () => {
    const listener = await poolOf(app).connect();
    const received: string[] = [];
    listener.on('notification', (message) => received.push(message.payload ?? ''));
    await listener.query(`listen ${EVENTS_CHANNEL}`);
    try {
      const { id } = await storeNotification(api);
      await api('PUT', `${ADMIN_PATH}/update/${id}`, validBody({ title: '更新' }));
      await api('DELETE', `${ADMIN_PATH}/destroy/${id}`);
      await api('PUT', `${ADMIN_PATH}/update/${id}`, validBody()); // 404: publishes nothing
      await expect.poll(() => received.length).toBe(3);
      for (const payload of received) {
        expect(JSON.parse(payload)).toEqual({
          audience: {},
          event: { type: 'notifications.changed' },
        });
      }
    } finally {
      await listener.query(`unlisten ${EVENTS_CHANNEL}`);
      listener.release();
    }
  });
});
