import type pg from 'pg';
import { todayJst } from '@logi/shared';
import { apiClient, signIn, type Credentials } from '../../test/sign-in.ts';
import type { TestApp } from '../../test/test-app.ts';
import { adminUserNotifications } from './notifications.table.ts';

export const YAMADA: Credentials = {
  email: 'yamada@sample-butsuryu.example',
  password: 'demo1234',
};
export const SUZUKI: Credentials = { email: 'suzuki@test-shoji.example', password: 'demo1234' };
export const SATO: Credentials = { email: 'sato@sample-butsuryu.example', password: 'demo1234' };

export const ADMIN_PATH = '/api/adminUserNotification';

/** A body that passes every §5 rule (wire names, snake_case). */
export function validBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'システムメンテナンスのお知らせ',
    content: '<p>メンテナンスを<strong>実施</strong>します。</p>',
    tag: 'maintenance',
    published_at: todayJst(),
    is_important: false,
    is_published: true,
    ...overrides,
  };
}

export type Api = ReturnType<typeof apiClient>;

export async function signedIn(app: TestApp, credentials: Credentials = YAMADA): Promise<Api> {
  const { jar } = await signIn(app.baseUrl, credentials);
  return apiClient(app.baseUrl, jar);
}

export async function storeNotification(api: Api, overrides: Record<string, unknown> = {}) {
  const response = await api('POST', `${ADMIN_PATH}/store`, validBody(overrides));
  if (response.status !== 201) throw new Error(`store failed: ${JSON.stringify(response.body)}`);
  return response.body.data as { id: number } & Record<string, unknown>;
}

export async function notificationCount(app: TestApp): Promise<number> {
  return app.db.$count(adminUserNotifications);
}

/** The test database's pool: drizzle() keeps it as $client, which the Database type leaves out. */
export function poolOf(app: TestApp): pg.Pool {
  return (app.db as unknown as { $client: pg.Pool }).$client;
}
