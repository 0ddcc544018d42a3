// Two web instances behind a round-robin proxy and two workers, all real processes, on one
// PostgreSQL the app did not start, signing in at an independent issuer. Later business flows
// (outbound) add an `it` of their own: `deployment` and `operator` are ready for them.
import { readdirSync } from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { largeSjisCsv } from '../../modules/product-import/product-import.test-support.ts';
import { CookieJar } from '../cookie-jar.ts';
import { openEventStream } from '../jobs-sse-client.ts';
import { waitFor } from '../jobs.test-support.ts';
import { apiClient, authorizeAtIssuer, finishSignIn, startSignIn } from '../sign-in.ts';
import { OPERATOR, ORGANISATION, startDeployment, type Deployment } from './deployment.ts';

const IMPORTED_ROWS = 6_000;
const MIGRATIONS = readdirSync(new URL('../../../drizzle', import.meta.url)).filter((name) =>
  name.endsWith('.sql'),
).length;

let deployment: Deployment;
let sql: pg.Pool;
const jar = new CookieJar();
const viaProxy = () => apiClient(deployment.proxy.url, jar);
const query = async <T>(text: string, values: unknown[] = []) =>
  (await sql.query(text, values)).rows as T[];

beforeAll(async () => {
  deployment = await startDeployment({
    serverUrl: inject('postgresBaseUrl'),
    webInstances: 2,
    workers: 2,
    basePort: Number(process.env.MULTI_INSTANCE_BASE_PORT) || undefined,
    // Every product CSV import runs as a background process; heartbeats re-check sessions often.
    env: { PRODUCT_IMPORT_BACKGROUND_BYTES: '0', SSE_HEARTBEAT_SECONDS: '1' },
    // A 3-second slot, so one test sees several of them on both workers.
    workerEnv: { JOB_SCHEDULE: JSON.stringify({ inventory_search: 0.05 }) },
  });
  sql = new pg.Pool({ connectionString: deployment.databaseUrl, max: 2 });
}, 180_000);

afterAll(async () => {
  await sql?.end();
  await deployment?.close();
}, 60_000);

describe('several app instances on one PostgreSQL', () => {
  it('migrated the empty database once, although all four instances started together', async () => {
    const [row] = await query<{ n: number }>(
      'select count(*)::int as n from drizzle.__drizzle_migrations',
    );
    expect(row!.n).toBe(MIGRATIONS);
    // Only workers run the job engine (each holds a liveness lock); web instances do not.
    const engines = await query<{ n: number }>(
      "select count(*)::int as n from pg_stat_activity where application_name = 'logi-job-worker' and datname = current_database()",
    );
    expect(engines[0]!.n).toBe(2);
  });

  it('signs in started on instance 1 and finished on instance 2, then works on either', async () => {
    const [web1, web2] = deployment.web;
    const authorizeUrl = await startSignIn(web1!.baseUrl, jar);
    const callbackQuery = await authorizeAtIssuer(
      deployment.proxy.url,
      authorizeUrl,
      OPERATOR,
      jar,
    );
    expect((await finishSignIn(web2!.baseUrl, callbackQuery, jar)).status).toBe(200);
    for (const instance of [web1!, web2!]) {
      const user = await apiClient(instance.baseUrl, jar)('GET', '/api/auth/user');
      expect(user.status).toBe(200);
      expect(user.body.data.organisations[0].uuid).toBe(ORGANISATION.uuid);
    }
  });

  it('runs a job started through instance 1 on a worker; its progress reaches instance 2 live', async () => {
    const [web1, web2] = deployment.web;
    const stream = await openEventStream(web2!.baseUrl, jar);
    await stream.waitForText('retry:');
    try {
      const started = await fetch(`${web1!.baseUrl}/api/products/csv_import`, {
        method: 'POST',
        headers: {
          cookie: jar.header(),
          'x-requested-with': 'XMLHttpRequest',
          'content-type': 'application/octet-stream',
        },
        body: new Uint8Array(largeSjisCsv('MI', IMPORTED_ROWS)),
      });
      expect(started.status).toBe(202);
      const processId = ((await started.json()) as { data: { process_id: string } }).data
        .process_id;
      const mine = (e: any) => e.type === 'process.updated' && e.process.id === processId;
      await stream.waitForEvent((e) => mine(e) && e.process.process_status === 'completed', 60_000);
      const updates = stream.events().filter(mine);
      // Live progress: at least one update while it ran, part of the way through.
      expect(
        updates.some(
          (e) =>
            e.process.process_status === 'processing' &&
            e.process.progress?.done < e.process.progress?.total,
        ),
      ).toBe(true);
    } finally {
      stream.close();
    }
    const products = await viaProxy()('POST', '/api/products/search', { keyword: 'MI-' });
    expect(products.status).toBe(200);
    expect(products.body.data.total).toBe(IMPORTED_ROWS);
  }, 90_000);

  it('enqueues each scheduled slot once, although both workers run the scheduler', async () => {
    const scheduled = () =>
      query<{ request_id: string }>(
        // The scheduled variant's code is I-prefixed (Iinventory_search).
        "select request_id from processes where request_id like 'schedule:%inventory_search:%'",
      );
    const rows = await waitFor(scheduled, (found) => found.length >= 3, { timeoutMs: 20_000 });
    const slots = rows.map((row) => row.request_id.split(':').at(-1));
    expect(new Set(slots).size).toBe(rows.length);
    const sameSlot = await query(
      "select request_id from processes where request_id like 'schedule:%' group by request_id having count(*) > 1",
    );
    expect(sameSlot).toEqual([]);
  }, 30_000);

  it('loses nothing when an instance is killed mid-request; the retry through the proxy succeeds', async () => {
    const found = await viaProxy()('POST', '/api/products/search', { keyword: 'MI-000001' });
    const { id } = found.body.data.data[0];
    const shown = await viaProxy()('GET', `/api/products/show/${id}`);
    const product = shown.body.data;
    const body = { ...editable(product), name: '再送で更新された商品', version: product.version };

    // The row is held, so the update surely waits inside whichever instance takes it.
    const holder = await sql.connect();
    await holder.query('begin');
    await holder.query('select id from products where id = $1 for update', [id]);
    const pending = viaProxy()('PUT', `/api/products/update/${id}`, body);
    const inFlight = await waitFor(
      async () => deployment.proxy.inFlight().find((r) => r.method === 'PUT'),
      (request) => request !== undefined,
    );
    const victim = deployment.web.find((instance) => instance.baseUrl === inFlight!.upstream)!;
    await victim.kill();
    expect((await pending).status).toBe(502);
    await holder.query('rollback');
    holder.release();

    // The killed instance's transaction died with it: the retry finds the version unchanged.
    const retried = await viaProxy()('PUT', `/api/products/update/${id}`, body);
    expect(retried.status).toBe(200);
    const [row] = await query<{ name: string; version: number }>(
      'select name, version from products where id = $1',
      [id],
    );
    expect(row).toEqual({ name: '再送で更新された商品', version: product.version + 1 });
    const [count] = await query<{ n: number }>(
      "select count(*)::int as n from products where product_code like 'MI-%'",
    );
    expect(count!.n).toBe(IMPORTED_ROWS);
    // The session lives in PostgreSQL: the survivor keeps serving it.
    expect((await viaProxy()('GET', '/api/auth/user')).status).toBe(200);
  }, 30_000);
});

/** The product's form fields as the update body takes them (snake_case on the wire). */
function editable(product: Record<string, unknown>) {
  const fields = [
    'product_code',
    'representative_code',
    'name',
    'jan_code',
    'price',
    'cost',
    'weight_g',
    'width_mm',
    'depth_mm',
    'height_mm',
    'sales_status',
    'stock_managed',
    'stock_threshold',
    'supplier_id',
    'note',
    'rsl_linked',
    'temperature_zone',
    'is_dangerous',
    'lot_managed',
    'serial_managed',
  ];
  return Object.fromEntries(fields.map((field) => [field, product[field]]));
}
