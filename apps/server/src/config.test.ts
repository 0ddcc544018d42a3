import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('runs the embedded demo with no variables at all', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.PRODUCT_NAME).toBe('ロジ管理');
    expect(config.ADMIN_IP_ALLOWLIST).toEqual(['127.0.0.1', '::1']);
    expect(config.useDevIssuer).toBe(true);
    expect(config.oidcIssuer).toBe('http://localhost:3000/oidc');
    expect(config.redirectUri).toBe('http://localhost:3000/goqauth/login');
    expect(config.CSV_UPLOADS_PER_ORGANISATION).toBe(2);
    expect(config.CSV_UPLOADS_PER_SERVER).toBe(4);
  });

  it('switches each part to a real one', () => {
    const config = loadConfig({
      PORT: '8080',
      PUBLIC_URL: 'https://logi.example.com/',
      OIDC_ISSUER: 'https://sso.example.com',
      DATABASE_URL: 'postgres://u:p@db.example.com/logi',
      ADMIN_IP_ALLOWLIST: '203.0.113.5, 203.0.113.6',
      SIBLING_LINKS: '[{"label":"受注","url":"https://order.example.com"}]',
      PRODUCT_NAME: '物流ポータル',
    });
    expect(config.useDevIssuer).toBe(false);
    expect(config.redirectUri).toBe('https://logi.example.com/goqauth/login');
    expect(config.ADMIN_IP_ALLOWLIST).toEqual(['203.0.113.5', '203.0.113.6']);
    expect(config.SIBLING_LINKS).toEqual([{ label: '受注', url: 'https://order.example.com' }]);
    expect(config.PRODUCT_NAME).toBe('物流ポータル');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ SIBLING_LINKS: '{oops' }, 'SIBLING_LINKS'],
    [{ SECRETS_KEY: Buffer.alloc(16).toString('base64') }, 'SECRETS_KEY'],
    [{ SECRETS_KEY: 'not base64 at all!' }, 'SECRETS_KEY'],
    [{ NODE_ENV: 'production' }, 'SESSION_SECRET'],
    [{ CSV_UPLOADS_PER_SERVER: '0' }, 'CSV_UPLOADS_PER_SERVER'],
    [{ CSV_UPLOADS_PER_ORGANISATION: 'many' }, 'CSV_UPLOADS_PER_ORGANISATION'],
  ])('refuses %o with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });
});

describe('loadConfig in production', () => {
  const production = {
    NODE_ENV: 'production',
    SESSION_SECRET: 'a-session-secret-of-this-deployment-0123456789',
    SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
    OIDC_ISSUER: 'https://sso.example.com',
  };
  const without = (name: keyof typeof production) =>
    Object.fromEntries(Object.entries(production).filter(([key]) => key !== name));

  it('starts with an external issuer and secrets of its own', () => {
    const config = loadConfig(production);
    expect(config.useDevIssuer).toBe(false);
  });

  it('refuses the built-in issuer and its demo accounts, naming the settings', () => {
    expect(() => loadConfig(without('OIDC_ISSUER'))).toThrow(
      /Invalid configuration:[\s\S]*OIDC_ISSUER[\s\S]*ALLOW_DEMO_SIGN_IN_IN_PRODUCTION=true/,
    );
  });

  it('refuses a generated secrets key: every instance and restart must open the same credentials', () => {
    expect(() => loadConfig(without('SECRETS_KEY'))).toThrow(
      /Invalid configuration:[\s\S]*SECRETS_KEY/,
    );
  });

  it('serves the demo sign-in only when a setting says it is a demo', () => {
    const demo = { ...without('OIDC_ISSUER'), ALLOW_DEMO_SIGN_IN_IN_PRODUCTION: 'true' };
    expect(loadConfig(demo).useDevIssuer).toBe(true);
    expect(() => loadConfig({ ...demo, ALLOW_DEMO_SIGN_IN_IN_PRODUCTION: 'yes' })).toThrow(
      /ALLOW_DEMO_SIGN_IN_IN_PRODUCTION/,
    );
  });

  it('keeps the demo sign-in of development and tests as it is', () => {
    expect(loadConfig({}).useDevIssuer).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).useDevIssuer).toBe(true);
  });
});
