import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig: instances and the external issuer', () => {
  it('serves HTTP and runs jobs by default, one of them per APP_ROLE', () => {
    expect(loadConfig({})).toMatchObject({ APP_ROLE: 'all', serveHttp: true, runJobs: true });
    expect(loadConfig({ APP_ROLE: 'web' })).toMatchObject({ serveHttp: true, runJobs: false });
    expect(loadConfig({ APP_ROLE: 'worker' })).toMatchObject({ serveHttp: false, runJobs: true });
    expect(() => loadConfig({ APP_ROLE: 'both' })).toThrow(/APP_ROLE/);
  });

  it('migrates on start unless told it is a release step', () => {
    expect(loadConfig({}).MIGRATE_ON_START).toBe(true);
    expect(loadConfig({ MIGRATE_ON_START: 'false' }).MIGRATE_ON_START).toBe(false);
  });

  it('reads organisations from the built-in claim by default, asking for its scope', () => {
    const config = loadConfig({});
    expect(config.organisationMapping).toEqual({
      claim: 'organisations',
      shape: 'objects',
      map: {},
    });
    expect(config.oidcScope).toBe('openid email profile organisations');
  });

  it('maps claim values through OIDC_ORG_MAP, without the organisations scope', () => {
    const organisation = { uuid: '0b6f6c1e-5a54-4d39-9d0b-3f1f8d7c2a11', name: '外部倉庫' };
    const config = loadConfig({
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_ORG_CLAIM: 'hd',
      OIDC_ORG_CLAIM_SHAPE: 'values',
      OIDC_ORG_MAP: JSON.stringify({ 'example.co.jp': organisation }),
    });
    expect(config.organisationMapping.map['example.co.jp']).toEqual(organisation);
    expect(config.oidcScope).toBe('openid email profile');
  });

  it.each([
    [{ OIDC_ORG_CLAIM_SHAPE: 'values' }, 'OIDC_ORG_MAP'],
    [{ OIDC_ORG_MAP: '{"x": {"uuid": "not-a-uuid", "name": "A"}}' }, 'OIDC_ORG_MAP'],
    [{ OIDC_ORG_MAP: '[oops' }, 'OIDC_ORG_MAP'],
    [{ OIDC_ORG_CLAIM_SHAPE: 'nested' }, 'OIDC_ORG_CLAIM_SHAPE'],
  ])('refuses %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
