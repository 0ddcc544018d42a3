import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TEXTS } from '@logi/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../../test/free-port.ts';
import { parseAllowedHosts } from '../outbound/index.ts';
import { httpWarehouseProvider } from './http-provider.ts';
import { PROVIDER_MESSAGES, WarehouseApiError } from './warehouse-api-error.ts';
import type { WarehouseProvider } from './warehouse-provider.types.ts';
import { newRequestId, startSimForTests, type SimForTests } from './warehouse-sim.test-support.ts';

// Faults forced on the simulator, seen through the HTTP adapter: the error's kind, retryability and
// Japanese message, and how many calls reached the warehouse (its request log).
let sim: SimForTests;
let provider: WarehouseProvider;
const vendors = [{ vendorCode: 'V001', name: '山田商事' }];

beforeAll(async () => {
  sim = await startSimForTests();
});
afterAll(async () => {
  await sim?.close();
});
beforeEach(async () => {
  await sim.control.clearFaults();
  provider = (await sim.account()).provider;
});

async function failure(promise: Promise<unknown>): Promise<WarehouseApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(WarehouseApiError);
  return error as WarehouseApiError;
}

const countOf = async (requestId: string) => {
  const log = await sim.control.requests({ requestId });
  return { arrivals: log.arrivals, executions: log.executions };
};

describe('retried faults', () => {
  it('a 500 then success is retried with the same request id and done once', async () => {
    await sim.control.fault({ operation: 'vendor_upsert', kind: 'error500' });
    const requestId = newRequestId();
    const outcome = await provider.upsertVendors({ requestId }, vendors);
    expect(outcome.accepted).toEqual(['V001']);
    expect(await countOf(requestId)).toEqual({ arrivals: 2, executions: 1 });
  });

  it('a timeout after the warehouse did the work is retried and answered from the stored outcome', async () => {
    await sim.control.fault({ operation: 'vendor_upsert', kind: 'timeout', afterWork: true });
    const timed = httpWarehouseProvider({
      ...(await credentialsOf()),
      timeoutMs: 300,
      maxAttempts: 2,
      backoffBaseMs: 10,
    });
    const requestId = newRequestId();
    const outcome = await timed.upsertVendors({ requestId }, vendors);
    expect(outcome).toMatchObject({ status: 'completed', accepted: ['V001'] });
    expect(await countOf(requestId)).toEqual({ arrivals: 2, executions: 1 });
  });

  it('a slow answer past the timeout is retried; the late first arrival does not do the work again', async () => {
    await sim.control.fault({ operation: 'vendor_upsert', kind: 'slow', delayMs: 600 });
    const timed = httpWarehouseProvider({
      ...(await credentialsOf()),
      timeoutMs: 200,
      maxAttempts: 2,
      backoffBaseMs: 10,
    });
    const requestId = newRequestId();
    expect((await timed.upsertVendors({ requestId }, vendors)).accepted).toEqual(['V001']);
    // Poll until the slow first arrival has finished too: both arrivals logged with a status.
    let log = await sim.control.requests({ requestId });
    while (log.entries.some((entry) => entry.statusCode === 0)) {
      log = await sim.control.requests({ requestId });
    }
    expect({ arrivals: log.arrivals, executions: log.executions }).toEqual({
      arrivals: 2,
      executions: 1,
    });
  });

  it('429 waits for Retry-After rather than the (far longer) backoff', async () => {
    await sim.control.fault({
      operation: 'inventory_search',
      kind: 'rateLimit',
      retryAfterSeconds: 0.05,
    });
    // With a 10-minute backoff, only honouring Retry-After lets this finish within the test timeout.
    const patient = httpWarehouseProvider({
      ...(await credentialsOf()),
      backoffBaseMs: 600_000,
      maxBackoffMs: 600_000,
    });
    const requestId = newRequestId();
    const page = await patient.searchInventory({ requestId });
    expect(page.total).toBe(0);
    expect((await countOf(requestId)).arrivals).toBe(2);
  });

  it('429 until the attempts run out ends unavailable (retryable) with the busy message', async () => {
    await sim.control.fault({
      operation: 'vendor_upsert',
      kind: 'rateLimit',
      retryAfterSeconds: 0,
      times: 5,
    });
    const requestId = newRequestId();
    const error = await failure(provider.upsertVendors({ requestId }, vendors));
    expect(error).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      status: 429,
      message: PROVIDER_MESSAGES.rateLimited,
    });
    expect(await countOf(requestId)).toEqual({ arrivals: 3, executions: 0 });
  });

  it('a warehouse that never answers ends with the spec timeout message after every attempt', async () => {
    await sim.control.fault({ operation: 'product_search', kind: 'timeout', times: 5 });
    const timed = httpWarehouseProvider({
      ...(await credentialsOf()),
      timeoutMs: 200,
      maxAttempts: 2,
      backoffBaseMs: 10,
    });
    const requestId = newRequestId();
    const error = await failure(timed.searchProducts({ requestId }));
    expect(error).toMatchObject({
      kind: 'timeout',
      retryable: true,
      message: TEXTS.gatewayTimeout,
    });
    expect(error.message).toBe('サーバーへの接続がタイムアウトしました。');
    expect((await countOf(requestId)).arrivals).toBe(2);
  });

  it('a 500 on every try says the warehouse answered an error, with its own message', async () => {
    await sim.control.fault({
      operation: 'vendor_upsert',
      kind: 'error500',
      times: 5,
      message: '在庫引当処理でエラーが発生しました。',
    });
    const requestId = newRequestId();
    const error = await failure(provider.upsertVendors({ requestId }, vendors));
    expect(error).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      status: 500,
      message: '倉庫システムがエラーを返しました（HTTP 500）。在庫引当処理でエラーが発生しました。',
    });
    expect(await countOf(requestId)).toEqual({ arrivals: 3, executions: 0 });
  });

  it('a closed port is unavailable after every attempt', async () => {
    const port = await freePort();
    const nowhere = httpWarehouseProvider({
      baseUrl: `http://127.0.0.1:${port}`,
      outbound: { allowedHosts: parseAllowedHosts(`127.0.0.1:${port}`), httpsOnly: false },
      apiKey: 'a',
      apiSecret: 'b',
      maxAttempts: 2,
      backoffBaseMs: 10,
    });
    const error = await failure(nowhere.searchVendors({ requestId: newRequestId() }));
    expect(error).toMatchObject({
      kind: 'unavailable',
      retryable: true,
      message: PROVIDER_MESSAGES.unavailable,
    });
    expect(await nowhere.checkConnection()).toMatchObject({
      succeeded: false,
      message: PROVIDER_MESSAGES.unavailable,
      detail: expect.stringContaining('ECONNREFUSED'),
    });
  });
});

describe('faults never retried', () => {
  it('a refusal (4xx) is sent once and carries the warehouse message', async () => {
    await sim.control.fault({
      operation: 'shipping_cancel',
      kind: 'refuse',
      message: '締め処理中のため受け付けられません。',
    });
    const requestId = newRequestId();
    const error = await failure(provider.cancelShipping({ requestId }, ['S-1']));
    expect(error).toMatchObject({
      kind: 'refused',
      retryable: false,
      status: 422,
      message: `${PROVIDER_MESSAGES.refused}締め処理中のため受け付けられません。`,
    });
    expect(await countOf(requestId)).toEqual({ arrivals: 1, executions: 0 });
  });

  it('a redirect is refused, not followed (it would carry the credentials elsewhere)', async () => {
    const redirecting = createServer((_request, response) => {
      response.writeHead(302, { location: `${sim.url}/v1/ping` }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const { port } = redirecting.address() as AddressInfo;
    const credentials = await credentialsOf();
    const redirected = httpWarehouseProvider({
      ...credentials,
      baseUrl: `http://127.0.0.1:${port}`,
      outbound: { allowedHosts: parseAllowedHosts(`127.0.0.1:${port}`), httpsOnly: false },
    });
    const before = (await sim.control.requests({ account: credentials.apiKey })).arrivals;
    const error = await failure(redirected.searchVendors({ requestId: newRequestId() }));
    expect(error).toMatchObject({
      kind: 'refused',
      status: 302,
      message: PROVIDER_MESSAGES.refused,
    });
    expect((await sim.control.requests({ account: credentials.apiKey })).arrivals).toBe(before);
    await new Promise((resolve) => redirecting.close(resolve));
  });

  it('wrong credentials are refused once with the credentials message', async () => {
    const wrong = httpWarehouseProvider({ ...(await credentialsOf()), apiSecret: 'wrong' });
    const requestId = newRequestId();
    const error = await failure(wrong.upsertVendors({ requestId }, vendors));
    expect(error).toMatchObject({
      kind: 'refused',
      status: 401,
      message: PROVIDER_MESSAGES.unauthorized,
    });
    expect((await countOf(requestId)).arrivals).toBe(1);
  });

  it('a body the warehouse rejects as invalid is a refusal with its field errors', async () => {
    const requestId = newRequestId();
    const error = await failure(
      provider.upsertVendors({ requestId }, [{ vendorCode: '', name: '' }]),
    );
    expect(error).toMatchObject({ kind: 'refused', status: 422 });
    expect(error.errors).toHaveProperty(['vendors.0.vendorCode']);
  });
});

async function credentialsOf() {
  const { apiKey, apiSecret } = await sim.account();
  return { baseUrl: sim.url, outbound: sim.outbound, apiKey, apiSecret };
}
