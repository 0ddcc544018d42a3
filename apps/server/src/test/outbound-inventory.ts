import { randomBytes } from 'node:crypto';
import { createSecretBox, type AppSettingRow } from '../modules/app-settings/index.ts';
import {
  identityProviderPolicy,
  outboundFetch,
  type OutboundPolicy,
} from '../modules/outbound/index.ts';
import { providerForSetting, runConnectionTest } from '../modules/warehouse-provider/index.ts';

/**
 * The outbound side of the route inventory (decision 035): every place the server calls out of
 * itself, who sets the address and the rule it is held to. outbound-inventory.test.ts fails when
 * product code makes an outbound call from a file no row names, and tries the SSRF spellings
 * against every row whose address a user (or a discovery document) can set.
 */
export type OutboundRow = {
  name: string;
  /** The product files that make or shape the call. */
  files: readonly string[];
  /** Who decides the address: a user (a setting), a remote party (a discovery document), the operator. */
  setBy: 'user' | 'remote' | 'operator';
  /** Where it may go, in one line. */
  rule: string;
  /**
   * One call to `url` the way the product makes it, under `policy` (the row's own, with the test's
   * resolver); it resolves whatever the outcome: the test looks at what reached the target.
   */
  reach?: (url: string, resolve: OutboundPolicy['resolve']) => Promise<unknown>;
};

const box = createSecretBox(randomBytes(32));

/** A setting row as the repository returns it, pointing at `url`. */
function settingAt(url: string): AppSettingRow {
  const now = new Date();
  return {
    id: 1,
    organisationId: '00000000-0000-4000-8000-000000000001',
    name: 'RSL',
    kind: 'rsl',
    endpointUrl: url,
    credentials: { licenseKey: box.seal('license'), serviceSecret: box.seal('secret') },
    isActive: true,
    lastTestedAt: null,
    lastTestSucceeded: null,
    lastTestMessage: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  } as AppSettingRow;
}

/** WAREHOUSE_ALLOWED_HOSTS as production has it unless the operator adds entries. */
const warehousePolicy = (resolve: OutboundPolicy['resolve']): OutboundPolicy => ({
  allowedHosts: [],
  httpsOnly: false,
  ...(resolve && { resolve }),
});

const WAREHOUSE_RULE =
  '接続先URL: an http(s) origin and base path (no ?, #, user-info, \\, %, dot segments), joined as ' +
  'path segments; https only in production; loopback, private, link-local (metadata) and other ' +
  'inward addresses refused after DNS, at connect time, unless WAREHOUSE_ALLOWED_HOSTS lists ' +
  'them; redirects never followed';

export const ISSUER_FOR_PROBES = 'http://127.0.0.1:9';

export const OUTBOUND_INVENTORY: readonly OutboundRow[] = [
  {
    name: 'warehouse adapters (jobs: 送信 / 取得, inbound, shipping, stock)',
    files: [
      'modules/warehouse-provider/http-transport.ts',
      'modules/warehouse-provider/provider-factory.ts',
      'modules/outbound/outbound-fetch.ts',
    ],
    setBy: 'user',
    rule: WAREHOUSE_RULE,
    // The factory refuses what it can before any call; the transport refuses the rest.
    reach: async (url, resolve) => {
      try {
        const options = { outbound: warehousePolicy(resolve), maxAttempts: 1, timeoutMs: 2000 };
        return await providerForSetting(settingAt(url), box, options).searchVendors({
          requestId: 'outbound-probe',
        });
      } catch (error) {
        return error;
      }
    },
  },
  {
    name: '接続テスト (POST /api/app_settings/connection_test/:id)',
    files: ['modules/warehouse-provider/connection-check.ts', 'modules/outbound/outbound-fetch.ts'],
    setBy: 'user',
    rule: `${WAREHOUSE_RULE}; every failed call answers one generic message, its reason logged`,
    reach: (url, resolve) => runConnectionTest(settingAt(url), box, warehousePolicy(resolve)),
  },
  {
    name: 'relying party of an external issuer (OIDC_ISSUER set): discovery, token, keys',
    files: ['modules/auth/oidc-client.ts', 'modules/outbound/outbound-fetch.ts'],
    setBy: 'remote',
    rule:
      "the issuer's own host and port (operator-set) always; every other endpoint its discovery " +
      'document names must be an outward address, checked at connect time like a warehouse',
    reach: (url, resolve) =>
      outboundFetch({ ...identityProviderPolicy(ISSUER_FOR_PROBES), resolve }, url, {
        method: 'POST',
      }).catch((error: unknown) => error),
  },
  {
    name: 'relying party of the built-in issuer (OIDC_ISSUER unset)',
    files: ['modules/auth/oidc-client.ts'],
    setBy: 'operator',
    rule: 'this server itself at PUBLIC_URL/oidc (operator-set); openid-client with global fetch',
  },
  {
    name: 'PostgreSQL (DATABASE_URL, or the embedded one on 127.0.0.1)',
    files: ['db/client.ts', 'db/embedded.ts'],
    setBy: 'operator',
    rule: 'operator-set connection string; no user input reaches it',
  },
];
