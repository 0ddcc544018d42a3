// A production-shaped deployment on one machine: N web instances behind a round-robin proxy, M
// workers, one PostgreSQL the app did not start, and an independent OIDC issuer.
// No vitest imports: the load bench uses it too.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { DEMO_ORGANISATIONS } from '../../modules/idp/demo-accounts.ts';
import {
  EXTERNAL_CLIENT_SECRET,
  startExternalIssuer,
  type ExternalAccount,
} from '../external-issuer.ts';
import { freePort } from '../free-port.ts';
import { startInstance, type AppInstance } from './app-instance.ts';
import { startRoundRobinProxy } from './round-robin-proxy.ts';

export const ORGANISATION = DEMO_ORGANISATIONS[0]!;
export const OPERATOR: ExternalAccount = {
  sub: 'multi-instance-operator',
  email: 'operator@logistics.example',
  password: 'operator-pass',
  groups: ['logistics'],
};

export type DeploymentOptions = {
  /** postgres://user:password@host:port of a server that may create databases. */
  serverUrl: string;
  webInstances: number;
  workers: number;
  /** Extra settings for every instance, and for the workers only. */
  env?: Record<string, string>;
  workerEnv?: Record<string, string>;
  /** Ports from here upwards (issuer, proxy, web instances); OS-picked when absent. */
  basePort?: number;
};

/** An empty database of its own: the instances migrate it as they start, whichever is first. */
async function createEmptyDatabase(serverUrl: string) {
  const name = `logi_multi_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: `${serverUrl}/postgres` });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(`create database ${name}`);
  return {
    url: `${serverUrl}/${name}`,
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}

export async function startDeployment(options: DeploymentOptions) {
  let nextPort = options.basePort;
  const port = async () => (nextPort === undefined ? freePort() : nextPort++);
  const database = await createEmptyDatabase(options.serverUrl);
  const issuerPort = await port();
  const proxyPort = await port();
  const webPorts: number[] = [];
  for (let index = 0; index < options.webInstances; index += 1) webPorts.push(await port());
  const publicUrl = `http://localhost:${proxyPort}`;

  const issuer = await startExternalIssuer({
    port: issuerPort,
    clientId: 'logi-web',
    redirectUris: [`${publicUrl}/goqauth/login`],
    accounts: [OPERATOR],
  });
  const proxy = await startRoundRobinProxy(
    webPorts.map((p) => `http://127.0.0.1:${p}`),
    proxyPort,
  );
  const shared = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: database.url,
    PUBLIC_URL: publicUrl,
    TRUST_PROXY: 'true',
    OIDC_ISSUER: issuer.issuer,
    OIDC_CLIENT_ID: 'logi-web',
    OIDC_CLIENT_SECRET: EXTERNAL_CLIENT_SECRET,
    OIDC_ORG_CLAIM: 'groups',
    OIDC_ORG_CLAIM_SHAPE: 'values',
    OIDC_ORG_MAP: JSON.stringify({ logistics: ORGANISATION }),
    // Every instance must share these two: signed cookies and sealed credentials.
    SESSION_SECRET: 'multi-instance-session-secret-0123456789abcdef',
    SECRETS_KEY: randomBytes(32).toString('base64'),
    WAREHOUSE_SIM: 'off',
    SEED_DEMO_DATA: 'false',
    JOB_POLLING_SECONDS: '0.5',
    ...options.env,
  };
  const instances: AppInstance[] = [];
  const close = async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await proxy.close();
    await issuer.close();
    await database.drop();
  };
  // All at once, as a rollout would: the migration lock lets one of them migrate.
  const started = await Promise.allSettled([
    ...webPorts.map((p, index) =>
      startInstance('web', { ...shared, PORT: String(p) }, `web${index + 1}`),
    ),
    ...Array.from({ length: options.workers }, async (_, index) =>
      startInstance(
        'worker',
        { ...shared, ...options.workerEnv, PORT: String(await port()) },
        `worker${index + 1}`,
      ),
    ),
  ]);
  for (const result of started) if (result.status === 'fulfilled') instances.push(result.value);
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await close();
    throw failed.reason;
  }
  return {
    proxy,
    issuer,
    databaseUrl: database.url,
    web: instances.filter((i) => i.name.startsWith('web')),
    workers: instances.filter((i) => i.name.startsWith('worker')),
    close,
  };
}

export type Deployment = Awaited<ReturnType<typeof startDeployment>>;
