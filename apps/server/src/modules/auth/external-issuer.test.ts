import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EXTERNAL_CLIENT_SECRET,
  issuerOnFreePort,
  startExternalIssuer,
  type ExternalAccount,
} from '../../test/external-issuer.ts';
import { apiClient, signIn } from '../../test/sign-in.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';

// The organisations the configuration grants for values of the `groups` claim.
const SOUKO = { uuid: '0b6f6c1e-5a54-4d39-9d0b-3f1f8d7c2a11', name: '株式会社外部倉庫' };
const HANBAI = { uuid: '7d1b2c3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', name: '株式会社外部販売' };
const ORG_MAP = { 'logistics-team': SOUKO, 'sales-team': HANBAI, 'souko-admins': SOUKO };

const account = (email: string, groups: string[]): ExternalAccount => ({
  sub: crypto.randomUUID(),
  email,
  password: 'external-pass',
  groups,
});
const TANAKA = account('tanaka@external.example', ['logistics-team', 'souko-admins', 'sales-team']);
const NOBODY = account('nobody@external.example', ['marketing']);

let app: TestApp;
let issuer: Awaited<ReturnType<typeof startExternalIssuer>>;

beforeAll(async () => {
  const planned = await issuerOnFreePort();
  app = await startTestApp({
    OIDC_ISSUER: planned.issuer,
    OIDC_CLIENT_ID: 'logi-external',
    OIDC_CLIENT_SECRET: EXTERNAL_CLIENT_SECRET,
    OIDC_ORG_CLAIM: 'groups',
    OIDC_ORG_CLAIM_SHAPE: 'values',
    OIDC_ORG_MAP: JSON.stringify(ORG_MAP),
  });
  issuer = await startExternalIssuer({
    port: planned.port,
    clientId: 'logi-external',
    redirectUris: [`${app.baseUrl}/goqauth/login`],
    accounts: [TANAKA, NOBODY],
  });
});
afterAll(async () => {
  await app?.close();
  await issuer?.close();
});

describe('sign-in at an external issuer that sends no organisations claim', () => {
  it('asks the external issuer, without the built-in organisations scope', async () => {
    const response = await fetch(`${app.baseUrl}/api/auth/redirect`);
    const url = new URL(((await response.json()) as { data: string }).data);
    expect(url.origin).toBe(issuer.issuer);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    // The app serves no built-in issuer when an external one is configured.
    expect((await fetch(`${app.baseUrl}/oidc/.well-known/openid-configuration`)).status).toBe(404);
  });

  it('maps the configured claim values to organisations, once each, in claim order', async () => {
    const { callback, jar } = await signIn(app.baseUrl, TANAKA);
    expect(callback.status).toBe(200);
    const user = await apiClient(app.baseUrl, jar)('GET', '/api/auth/user');
    expect(user.status).toBe(200);
    expect(user.body.data.email).toBe(TANAKA.email);
    expect(
      user.body.data.organisations.map((o: { uuid: string; name: string }) => [o.uuid, o.name]),
    ).toEqual([
      [SOUKO.uuid, SOUKO.name],
      [HANBAI.uuid, HANBAI.name],
    ]);
    // The session works on the organisation's data.
    const products = await apiClient(app.baseUrl, jar)('POST', '/api/products/search', {});
    expect(products.status).toBe(200);
  });

  it('refuses a user whose claim values map to no organisation, and creates no session', async () => {
    const { callback, jar } = await signIn(app.baseUrl, NOBODY);
    expect(callback.status).toBe(403);
    expect(await callback.json()).toEqual({ message: '所属する組織がないためログインできません' });
    expect((await apiClient(app.baseUrl, jar)('GET', '/api/auth/user')).status).toBe(401);
  });
});
