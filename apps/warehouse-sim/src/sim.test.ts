import { randomBytes } from 'node:crypto';
import { HEADERS, WAREHOUSE_MESSAGES as M } from '@logi/warehouse-api';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it, inject } from 'vitest';
import { simControl } from './control-client.ts';
import { SIM_DEMO_ACCOUNT } from './sim-accounts.ts';
import { startWarehouseSim, type WarehouseSim } from './sim-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresBaseUrl: string;
  }
}

type ErrorAnswer = { message?: string; errors?: Record<string, string[]> };
type OpenApi = { openapi: string; paths: Record<string, Record<string, { operationId: string }>> };

// The simulator on its own, over raw HTTP: credentials, request ids, control API, OpenAPI.
let sim: WarehouseSim & { url: string };
let dropDatabase: () => Promise<void>;
const control = () => simControl(sim.url, sim.controlToken);
const credentials = {
  [HEADERS.apiKey]: SIM_DEMO_ACCOUNT.apiKey,
  [HEADERS.apiSecret]: SIM_DEMO_ACCOUNT.apiSecret,
};

async function post(path: string, body: unknown, requestId: string | null, headers = credentials) {
  const response = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      ...(requestId ? { [HEADERS.requestId]: requestId } : {}),
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as ErrorAnswer };
}

beforeAll(async () => {
  const baseUrl = inject('postgresBaseUrl');
  const name = `logi_test_sim_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: `${baseUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  sim = await startWarehouseSim({
    connectionString: `${baseUrl}/${name}`,
    schema: 'sim_under_test',
  });
  dropDatabase = async () => {
    const client = new pg.Client({ connectionString: `${baseUrl}/postgres` });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  };
});
afterAll(async () => {
  await sim?.close();
  await dropDatabase?.();
});
beforeEach(async () => {
  await control().reset();
});

const vendors = { vendors: [{ vendorCode: 'V1', name: '山田商事' }] };

describe('the warehouse simulator', () => {
  it('refuses wrong credentials with 401 and a Japanese message', async () => {
    const answer = await post('/v1/vendors', vendors, 'r1', {
      ...credentials,
      [HEADERS.apiSecret]: 'nope',
    });
    expect(answer).toEqual({ status: 401, body: { message: M.unauthorized } });
  });

  it('needs a request id on writes, and refuses one reused for another operation', async () => {
    expect(await post('/v1/vendors', vendors, null)).toEqual({
      status: 400,
      body: { message: M.requestIdMissing },
    });
    expect((await post('/v1/vendors', vendors, 'same')).status).toBe(202);
    const reused = await post(
      '/v1/products',
      { products: [{ productCode: 'P', name: 'A', salesStatus: '販売中' }] },
      'same',
    );
    expect(reused).toEqual({ status: 409, body: { message: M.requestIdConflict } });
  });

  it('does the work once when the same request id arrives many times at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => post('/v1/vendors', vendors, 'burst')),
    );
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const log = await control().requests({ requestId: 'burst' });
    expect({ arrivals: log.arrivals, executions: log.executions }).toEqual({
      arrivals: 8,
      executions: 1,
    });
  });

  it('answers invalid bodies with 422 and the fields at fault', async () => {
    const answer = await post('/v1/vendors', { vendors: [{ vendorCode: '' }] }, 'bad');
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(M.invalidInput);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([
      'vendors.0.vendorCode',
      'vendors.0.name',
    ]);
  });

  it('serves its OpenAPI document with every operation', async () => {
    const document = (await (await fetch(`${sim.url}/openapi.json`)).json()) as OpenApi;
    expect(document.openapi).toBe('3.1.0');
    expect(document.paths['/v1/shipping-instructions']?.post?.operationId).toBe(
      'shipping_instruction_create',
    );
    expect(Object.keys(document.paths)).toHaveLength(19);
  });

  it('receives a schedule in parts when inboundParts asks: 一部入荷, then 入荷完了 a delay later', async () => {
    await control().settings({ inboundParts: 2, resultDelayMs: 1_000 });
    await post('/v1/vendors', vendors, 'parts-vendor');
    const products = [{ productCode: 'P1', name: '煎茶', salesStatus: '販売中' }];
    await post('/v1/products', { products }, 'parts-products');
    const lines = [{ lineNumber: 1, productCode: 'P1', quantity: 5 }];
    const schedule = {
      scheduleNumber: 'IN-P',
      vendorCode: 'V1',
      scheduledDate: '2026-12-01',
      lines,
    };
    expect(
      (await post('/v1/inbound-schedules', { schedules: [schedule] }, 'parts-in')).status,
    ).toBe(202);
    const read = async (path: string) =>
      (await (await fetch(`${sim.url}${path}`, { headers: credentials })).json()) as {
        items: { status?: string; lines?: { receivedQuantity: number }[] }[];
      };
    const received = async () =>
      (await read('/v1/inbound-results')).items.map((item) => item.lines?.[0]?.receivedQuantity);
    const status = async () => (await read('/v1/inbound-schedules/statuses')).items[0]?.status;

    await control().advance(1_000);
    expect({ received: await received(), status: await status() }).toEqual({
      received: [2],
      status: '一部入荷',
    });
    await control().advance(1_000);
    expect({ received: await received(), status: await status() }).toEqual({
      received: [2, 3],
      status: '入荷完了',
    });
  });

  it('reset forgets state, faults and the clock', async () => {
    await post('/v1/vendors', vendors, 'before-reset');
    await control().fault({ operation: 'ping', kind: 'error500' });
    await control().reset();
    const ping = await fetch(`${sim.url}/v1/ping`, { headers: credentials });
    expect(ping.status).toBe(200);
    expect((await control().requests()).entries.map((entry) => entry.operation)).toEqual(['ping']);
  });

  it('hides its control API from anyone without the control token: 404, and nothing changes', async () => {
    await control().clearFaults();
    await control().fault({ operation: 'ping', kind: 'error500' });
    const before = await control().requests();
    const attempts = [
      fetch(`${sim.url}/_control/reset`, { method: 'POST' }),
      fetch(`${sim.url}/_control/faults`, { method: 'DELETE' }),
      fetch(`${sim.url}/_control/requests`),
      fetch(`${sim.url}/_control/reset`, {
        method: 'POST',
        headers: { 'x-sim-control-token': 'guessed-token-0000000000' },
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ message: M.notFound });
    }
    // The armed fault is still there, and the log is as it was.
    expect((await fetch(`${sim.url}/v1/ping`, { headers: credentials })).status).toBe(500);
    expect((await control().requests()).arrivals).toBe(before.arrivals + 1);
  });
});
