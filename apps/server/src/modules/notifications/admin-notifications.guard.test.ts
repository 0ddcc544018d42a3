import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import {
  ADMIN_PATH,
  notificationCount,
  signedIn,
  validBody,
} from './notifications.test-support.ts';

// The test client calls from 127.0.0.1, which this allow-list does not contain.
let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ ADMIN_IP_ALLOWLIST: '203.0.113.1,203.0.113.2' });
});
afterAll(async () => {
  await app?.close();
});

const ADMIN_CALLS = [
  ['POST', `${ADMIN_PATH}/search`, {}],
  ['GET', `${ADMIN_PATH}/show/1`, undefined],
  ['POST', `${ADMIN_PATH}/store`, validBody()],
  ['PUT', `${ADMIN_PATH}/update/1`, validBody()],
  ['DELETE', `${ADMIN_PATH}/destroy/1`, undefined],
] as const;

describe('admin notification API outside the IP allow-list', () => {
  it.each(ADMIN_CALLS)('refuses %s %s with 403 even with a session', async (method, path, body) => {
    const api = await signedIn(app);
    const response = await api(method, path, body);
    expect(response.status).toBe(403);
    expect(response.body).toEqual({ message: 'この操作は許可されていません' });
    expect(await notificationCount(app)).toBe(0);
  });

  it('refuses invalid bodies with 403 too, before looking at them', async () => {
    const api = await signedIn(app);
    expect((await api('POST', `${ADMIN_PATH}/store`, {})).status).toBe(403);
  });

  it('answers 401 without a session', async () => {
    const response = await fetch(`${app.baseUrl}${ADMIN_PATH}/show/1`);
    expect(response.status).toBe(401);
  });

  it('still serves the user notification list', async () => {
    const api = await signedIn(app);
    expect((await api('GET', '/api/userNotification')).status).toBe(200);
  });
});
