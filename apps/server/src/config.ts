import { z } from 'zod';
import { PRODUCT_NAME } from '@logi/shared';
import { parseAllowedHosts } from './modules/outbound/index.ts';

const LOOPBACK_ADDRESSES = '127.0.0.1,::1';

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

const siblingLinks = z.string().transform((value, ctx) => {
  try {
    return z.array(z.object({ label: z.string().min(1), url: z.url() })).parse(JSON.parse(value));
  } catch {
    ctx.addIssue({ code: 'custom', message: 'must be a JSON array of {"label","url"}' });
    return z.NEVER;
  }
});

// OIDC_ORG_MAP: claim value → the organisation it grants, e.g. {"example.co.jp": {"uuid", "name"}}.
const organisationMap = z.string().transform((value, ctx) => {
  try {
    const organisation = z.object({ uuid: z.uuid(), name: z.string().min(1) }).strict();
    return z.record(z.string().min(1), organisation).parse(JSON.parse(value));
  } catch {
    ctx.addIssue({
      code: 'custom',
      message: 'must be a JSON object of claim value → {"uuid","name"}',
    });
    return z.NEVER;
  }
});

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const isBase64Key = (value: string) =>
  BASE64.test(value) && Buffer.from(value, 'base64').length === 32;

/** Every setting comes from the environment; each has a local default that runs the embedded demo. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  PRODUCT_NAME: z.string().min(1).default(PRODUCT_NAME),
  DATABASE_URL: z.url().optional(),
  DATA_DIR: z.string().default('.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(54329),
  OIDC_ISSUER: z.url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).default('logi-web'),
  OIDC_CLIENT_SECRET: z.string().min(16).default('logi-web-development-secret'),
  // Where the ID token names the user's organisations (decision 026): `objects` reads
  // [{uuid, name}] (the built-in issuer's shape); `values` reads a string or strings (Google's hd,
  // Entra ID's tid, Okta's groups…) and grants the organisations OIDC_ORG_MAP names for them.
  OIDC_ORG_CLAIM: z.string().min(1).default('organisations'),
  OIDC_ORG_CLAIM_SHAPE: z.enum(['objects', 'values']).default('objects'),
  OIDC_ORG_MAP: organisationMap.optional(),
  // Defaults to what the shape needs: other issuers may refuse an unknown `organisations` scope.
  OIDC_SCOPE: z.string().min(1).optional(),
  // web: HTTP only; worker: jobs, scheduler and housekeeping only (no HTTP); all: both (default).
  APP_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  MIGRATE_ON_START: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  SESSION_SECRET: z.string().min(32).default('development-session-secret-change-me-please-0123'),
  // AES-256-GCM key of the stored credentials (decision 017): base64 of 32 bytes. Absent, one is
  // generated under DATA_DIR on first start and kept (secrets.key).
  SECRETS_KEY: z
    .string()
    .refine((value) => isBase64Key(value), 'must be the base64 of 32 random bytes')
    .optional(),
  SESSION_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  ADMIN_IP_ALLOWLIST: csv.prefault(LOOPBACK_ADDRESSES),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  MANUAL_URL: z.url().default('https://example.com/logi-manual'),
  SIBLING_LINKS: siblingLinks.prefault(
    JSON.stringify([
      { label: '受注管理', url: 'https://example.com/order' },
      { label: '商品ページ管理', url: 'https://example.com/item' },
    ]),
  ),
  // Production refuses the built-in issuer (demo accounts, their password on the login page)
  // unless this says the deployment is a demo (decision 040).
  ALLOW_DEMO_SIGN_IN_IN_PRODUCTION: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  SEED_DEMO_DATA: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  // The warehouse simulator started next to the app (schema warehouse_sim of the same database).
  WAREHOUSE_SIM: z.enum(['on', 'off']).default('on'),
  SIM_PORT: z.coerce.number().int().min(1).max(65535).default(3001),
  // The simulator's control API answers only requests carrying this token (random when unset).
  SIM_CONTROL_TOKEN: z.string().min(16).optional(),
  // Inward destinations (loopback, private, link-local) a warehouse setting may still name, as
  // host[:port] entries (decision 035). Unset: the bundled simulator outside production, none in it.
  WAREHOUSE_ALLOWED_HOSTS: z
    .string()
    .transform((value, ctx) => {
      try {
        return parseAllowedHosts(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // A request slower than this is logged at warn; healthy ones only at debug (decision 067).
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).default(1000),
  // CSV uploads (product and order files, up to 50 MB each) one process reads at once (decision 039).
  CSV_UPLOADS_PER_ORGANISATION: z.coerce.number().int().min(1).max(100).default(2),
  CSV_UPLOADS_PER_SERVER: z.coerce.number().int().min(1).max(100).default(4),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/** What a production start refuses (decision 040), one line naming its variable each. */
function productionRefusals(value: z.output<typeof envSchema>): string[] {
  if (value.NODE_ENV !== 'production') return [];
  const refusals: string[] = [];
  if (value.SESSION_SECRET.startsWith('development-')) {
    refusals.push('SESSION_SECRET: set a secret of your own in production');
  }
  if (!value.OIDC_ISSUER && !value.ALLOW_DEMO_SIGN_IN_IN_PRODUCTION) {
    refusals.push(
      'OIDC_ISSUER: set an external identity provider in production; the built-in issuer and its ' +
        'demo accounts serve a demo only (ALLOW_DEMO_SIGN_IN_IN_PRODUCTION=true)',
    );
  }
  if (!value.SECRETS_KEY) {
    refusals.push(
      'SECRETS_KEY: set the key of the stored credentials in production ' +
        '(openssl rand -base64 32), the same on every instance and kept',
    );
  }
  return refusals;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const publicUrl = (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/$/, '');
  const refusals = productionRefusals(value);
  if (refusals.length > 0) {
    throw new Error(`Invalid configuration:\n${refusals.map((line) => `  ${line}`).join('\n')}`);
  }
  if (value.OIDC_ORG_CLAIM_SHAPE === 'values' && !value.OIDC_ORG_MAP) {
    throw new Error(
      'Invalid configuration:\n  OIDC_ORG_MAP: required when OIDC_ORG_CLAIM_SHAPE is values',
    );
  }
  const objects = value.OIDC_ORG_CLAIM_SHAPE === 'objects';
  const bundledSimulator = ['localhost', '127.0.0.1', '[::1]'].map(
    (host) => `${host}:${value.SIM_PORT}`,
  );
  return {
    ...value,
    publicUrl,
    serveHttp: value.APP_ROLE !== 'worker',
    runJobs: value.APP_ROLE !== 'web',
    oidcScope:
      value.OIDC_SCOPE ?? (objects ? 'openid email profile organisations' : 'openid email profile'),
    organisationMapping: {
      claim: value.OIDC_ORG_CLAIM,
      shape: value.OIDC_ORG_CLAIM_SHAPE,
      map: value.OIDC_ORG_MAP ?? {},
    },
    warehouseAllowedHosts:
      value.WAREHOUSE_ALLOWED_HOSTS ??
      (value.NODE_ENV === 'production' ? [] : parseAllowedHosts(bundledSimulator.join(','))),
    // Without an external issuer the built-in development issuer serves under /oidc.
    useDevIssuer: !value.OIDC_ISSUER,
    oidcIssuer: value.OIDC_ISSUER ?? `${publicUrl}/oidc`,
    redirectUri: `${publicUrl}/goqauth/login`,
  };
}
