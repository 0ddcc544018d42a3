import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

const ADMIN_ADDRESS = '203.0.113.5';
const YAMADA = { email: 'yamada@sample-butsuryu.example', password: 'demo1234' };

let app: TestApp;
let cookie: string;
beforeAll(async () => {
  // Behind a trusted proxy, X-Forwarded-For says where each request comes from.
  app = await startTestApp({
    ADMIN_IP_ALLOWLIST: `${ADMIN_ADDRESS},198.51.100.77`,
    TRUST_PROXY: 'true',
  });
  cookie = (await signIn(app.baseUrl, YAMADA)).jar.header();
});
afterAll(async () => {
  await app?.close();
});

const appSettingsFrom = async (address: string) => {
  const response = await fetch(`${app.baseUrl}/api/settings/app`, {
    headers: { cookie, 'x-forwarded-for': address },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
};

describe('GET /api/settings/app', () => {
  it('gives the admin address allow-list to admins only', async () => {
    const user = await appSettingsFrom('192.0.2.10');
    expect(user.admin_ip_allow_list).toEqual([]);
    expect(JSON.stringify(user)).not.toContain(ADMIN_ADDRESS);
    expect(user).toMatchObject({ product_name: 'ロジ管理' });

    const admin = await appSettingsFrom(ADMIN_ADDRESS);
    expect(admin.admin_ip_allow_list).toEqual([ADMIN_ADDRESS, '198.51.100.77']);
  });
});
