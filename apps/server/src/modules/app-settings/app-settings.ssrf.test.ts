import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ENDPOINT_URL_MESSAGES } from '@logi/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readProcess, signInAs, waitFor, YAMADA } from '../../test/jobs.test-support.ts';
import { freePort } from '../../test/free-port.ts';
import { store, vendorBody } from '../../test/masters.test-support.ts';
import { startLoggedApp } from '../warehouses/warehouses.test-support.ts';
import {
  connectRslWarehouse,
  WAREHOUSE_JOBS_TEST_ENV,
} from '../warehouse-jobs/warehouse-jobs.test-support.ts';
import { PROVIDER_MESSAGES } from '../warehouse-provider/index.ts';
import {
  startSimForTests,
  type SimForTests,
} from '../warehouse-provider/warehouse-sim.test-support.ts';

// Issue 23 item 1: 連携設定 used as a server-side request forgery, through the real app, the real
// simulator and real sockets on loopback. The app's allow-list names three small servers (a 401, a
// 200 that is not JSON, a closed port) but not the simulator.

let sim: SimForTests;
let app: Awaited<ReturnType<typeof startLoggedApp>>;
let yamada: Awaited<ReturnType<typeof signInAs>>;
const servers: Server[] = [];
const ports = { unauthorized: 0, notJson: 0, closed: 0 };

async function listen(answer: (response: ServerResponse) => void) {
  const server = createServer((_request, response) => answer(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  for (const [name, value] of Object.entries(WAREHOUSE_JOBS_TEST_ENV)) vi.stubEnv(name, value);
  sim = await startSimForTests();
  ports.unauthorized = await listen((response) => response.writeHead(401).end('{}'));
  ports.notJson = await listen((response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<html>ssh</html>'),
  );
  ports.closed = await freePort();
  app = await startLoggedApp({
    WAREHOUSE_ALLOWED_HOSTS: Object.values(ports)
      .map((port) => `127.0.0.1:${port}`)
      .join(','),
  });
  yamada = await signInAs(app.baseUrl, YAMADA);
});
afterAll(async () => {
  await app?.close();
  await sim?.close();
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  vi.unstubAllEnvs();
});

const simPort = () => new URL(sim.url).port;
// Saved by name: an IP literal of the simulator is refused when saved, a name when connecting.
const simByName = () => `http://localhost:${simPort()}`;

/** A fresh simulator account and Yamada's RSL setting and warehouse for it, by name. */
async function connected() {
  const account = await sim.account();
  return { account, ...(await connectRslWarehouse(yamada.api, { url: simByName() }, account)) };
}

/** The first step: any signed-in user edits the setting's URL. */
async function pointSettingAt(settingId: number, endpointUrl: string) {
  const shown = await yamada.api('GET', `/api/app_settings/show/${settingId}`);
  const { id: _id, created_at: _c, updated_at: _u, last_test: _l, ...body } = shown.body.data;
  return yamada.api('PUT', `/api/app_settings/update/${settingId}`, {
    ...body,
    endpoint_url: endpointUrl,
    credentials: {},
  });
}

describe('an endpoint URL is an origin and a base path, nothing more', () => {
  it.each([
    ['a fragment', '/_control/reset#', ENDPOINT_URL_MESSAGES.queryOrFragment],
    ['a query', '/_control/reset?x=', ENDPOINT_URL_MESSAGES.queryOrFragment],
    ['a dot segment', '/v1/../_control/reset', ENDPOINT_URL_MESSAGES.path],
    ['an encoded dot segment', '/%2e%2e/_control/reset', ENDPOINT_URL_MESSAGES.characters],
    ['a backslash', '\\_control', ENDPOINT_URL_MESSAGES.characters],
  ])('refuses %s with a Japanese field message and changes nothing', async (_, path, message) => {
    const { setting } = await connected();
    const answer = await pointSettingAt(setting.id, `http://127.0.0.1:${simPort()}${path}`);
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ endpoint_url: [message] });
    const after = await yamada.api('GET', `/api/app_settings/show/${setting.id}`);
    expect(after.body.data).toMatchObject({ endpoint_url: simByName(), version: setting.version });
  });

  it('refuses user-info, which would hide the real host behind a trusted-looking name', async () => {
    const { setting } = await connected();
    const answer = await pointSettingAt(
      setting.id,
      `http://rsl.example.com@127.0.0.1:${simPort()}/`,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ endpoint_url: [ENDPOINT_URL_MESSAGES.userInfo] });
  });
});

describe('the issue reproduction', () => {
  it('cannot send a job to the simulator control API: every account keeps its state', async () => {
    const { account, setting } = await connected();
    await pointSettingAt(setting.id, `http://127.0.0.1:${simPort()}/_control/reset#`);
    const vendor = await store(yamada.api, '/api/vendors', vendorBody({ vendor_code: 'SSRF-1' }));
    const sent = await yamada.api('POST', '/api/vendors/send', { ids: [vendor.id] });
    await waitFor(
      () => readProcess(app.db, sent.body.data.id),
      (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
    );
    // A reset would have forgotten every account the test made.
    expect(await account.provider.checkConnection()).toMatchObject({ succeeded: true });
  });
});

describe('inward addresses are refused unless allow-listed', () => {
  it.each([
    ['the loopback address', (port: string) => `http://127.0.0.1:${port}`],
    ['a decimal IPv4', (port: string) => `http://2130706433:${port}`],
    ['a hexadecimal IPv4', (port: string) => `http://0x7f.1:${port}`],
    ['an IPv4-mapped IPv6', (port: string) => `http://[::ffff:127.0.0.1]:${port}`],
    ['the IPv6 loopback', (port: string) => `http://[::1]:${port}`],
    ['the metadata address', () => 'http://169.254.169.254'],
    ['a private address', () => 'http://10.0.0.1'],
  ])('refuses %s when saved', async (_, urlOf) => {
    const { setting } = await connected();
    const answer = await pointSettingAt(setting.id, urlOf(simPort()));
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ endpoint_url: [ENDPOINT_URL_MESSAGES.inwardAddress] });
  });

  it('refuses, at connect time, a name that resolves to loopback: nothing reaches the simulator', async () => {
    const { account, setting } = await connected();
    const vendor = await store(yamada.api, '/api/vendors', vendorBody({ vendor_code: 'SSRF-2' }));
    const sent = await yamada.api('POST', '/api/vendors/send', { ids: [vendor.id] });
    const done = await waitFor(
      () => readProcess(app.db, sent.body.data.id),
      (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
    );
    expect(done).toMatchObject({
      processStatus: 'failed',
      message: PROVIDER_MESSAGES.unusableEndpoint(ENDPOINT_URL_MESSAGES.inwardAddress),
    });
    const tested = await yamada.api('POST', `/api/app_settings/connection_test/${setting.id}`);
    expect(tested.body.data).toMatchObject({
      succeeded: false,
      message: PROVIDER_MESSAGES.connectionTestFailed,
    });
    expect((await sim.control.requests({ account: account.apiKey })).arrivals).toBe(0);
  });
});

describe('接続テスト is no port scanner', () => {
  it('answers one generic message for a closed port, a 401 and a 200 that is not JSON, and logs each reason', async () => {
    const { setting } = await connected();
    const messages: string[] = [];
    for (const port of [ports.closed, ports.unauthorized, ports.notJson]) {
      expect((await pointSettingAt(setting.id, `http://127.0.0.1:${port}`)).status).toBe(200);
      const tested = await yamada.api('POST', `/api/app_settings/connection_test/${setting.id}`);
      expect(tested.body.data.succeeded).toBe(false);
      messages.push(tested.body.data.message);
    }
    expect(messages).toEqual(Array(3).fill(PROVIDER_MESSAGES.connectionTestFailed));
    const log = app.log();
    expect(log).toContain(PROVIDER_MESSAGES.unavailable);
    expect(log).toContain(PROVIDER_MESSAGES.unauthorized);
    expect(log).toContain(PROVIDER_MESSAGES.malformedJson);
  });
});
