import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisationScope } from '../../db/organisation-scope.ts';
import {
  insertProcessRow,
  readProcess,
  signInAs,
  SUZUKI,
  waitFor,
  YAMADA,
} from '../../test/jobs.test-support.ts';
import { startTestApp, type TestApp } from '../../test/test-app.ts';
import { enqueueDueScheduledActions } from '../jobs/scheduler.ts';
import { products } from '../products/products.table.ts';
import { registerStock } from '../stocks/index.ts';
import { warehouses } from '../warehouses/warehouses.table.ts';
import { FINDINGS_KEPT_PER_KIND, insertRun } from './reconciliation.repository.ts';

// 整合性チェック over HTTP: a run is a process with a Japanese message; its rows are listed (by
// kind, paginated) for the organisation only; the home page counts them; the scheduler runs it.

let app: TestApp;
let yamada: Awaited<ReturnType<typeof signInAs>>;
let suzuki: Awaited<ReturnType<typeof signInAs>>;
let stockId: number;

const R = '/api/reconciliation';

/** Starts a run as Yamada and waits for its process to end. */
async function run() {
  const started = await yamada.api('POST', `${R}/run`);
  expect(started.status).toBe(202);
  expect(started.body.data).toMatchObject({
    action: 'reconciliation',
    action_label: '整合性チェック',
  });
  return waitFor(
    () => readProcess(app.db, started.body.data.id),
    (row) => row?.processStatus === 'completed' || row?.processStatus === 'failed',
    { timeoutMs: 30_000 },
  );
}

beforeAll(async () => {
  app = await startTestApp();
  yamada = await signInAs(app.baseUrl, YAMADA);
  suzuki = await signInAs(app.baseUrl, SUZUKI);
  const organisationId = yamada.organisationId;
  const [product] = await app.db
    .insert(products)
    .values({ organisationId, productCode: 'REC-1', name: '整合性商品' })
    .returning({ id: products.id });
  const [warehouse] = await app.db
    .insert(warehouses)
    .values({ organisationId, code: 'REC-WH', name: '整合性倉庫', type: 'own' })
    .returning({ id: warehouses.id });
  const actor = { scope: organisationScope(organisationId), userId: yamada.userId };
  const row = await app.db.transaction((tx) =>
    registerStock(tx, actor, {
      productId: product!.id,
      warehouseId: warehouse!.id,
      onHand: 5,
      nonSellable: 0,
    }),
  );
  stockId = row.id;
});
afterAll(() => app?.close());

describe('整合性チェック routes', () => {
  it('runs as a process, lists what disagrees by kind, and shows it to its organisation only', async () => {
    expect((await yamada.api('GET', `${R}/latest`)).body.data).toBeNull();
    // The first run cannot finish while stocks is held, so the second ask always finds it unfinished.
    const [first, again] = await app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table stocks in access exclusive mode`);
      return [await yamada.api('POST', `${R}/run`), await yamada.api('POST', `${R}/run`)];
    });
    expect(again.body.data.id).toBe(first.body.data.id); // one run at a time, not two
    await waitFor(
      () => readProcess(app.db, first.body.data.id),
      (row) => row?.processStatus === 'completed',
      { timeoutMs: 30_000 },
    );
    expect((await run())!.message).toBe('整合性チェック: 不一致はありません');

    await app.db.execute(sql`update stocks set on_hand = 8, allocated = 1 where id = ${stockId}`);
    const drifted = await run();
    expect(drifted).toMatchObject({
      processStatus: 'completed',
      message: '整合性チェック: 2件の不一致',
    });
    const latest = (await yamada.api('GET', `${R}/latest`)).body.data;
    expect(latest).toMatchObject({
      finding_count: 2,
      counts: [
        { kind: 'ledger_on_hand', count: 1 },
        { kind: 'stock_allocated', count: 1 },
      ],
    });

    const all = await yamada.api('POST', `${R}/findings/${latest.id}`, { per_page: 1 });
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 2, last_page: 2 });
    expect(all.body.data.data[0]).toMatchObject({
      kind: 'ledger_on_hand',
      stock_id: stockId,
      reference: 'REC-1 / 整合性倉庫',
      expected: '5',
      actual: '8',
    });
    const byKind = await yamada.api('POST', `${R}/findings/${latest.id}`, {
      kind: 'stock_allocated',
    });
    expect(byKind.body.data.data).toEqual([
      expect.objectContaining({
        kind: 'stock_allocated',
        message: '引当数 1 が有効な引当の合計 0 と一致しません',
      }),
    ]);
    const badKind = await yamada.api('POST', `${R}/findings/${latest.id}`, { kind: 'x' });
    expect(badKind.status).toBe(422);

    expect((await suzuki.api('POST', `${R}/findings/${latest.id}`, {})).status).toBe(404);
    expect((await suzuki.api('GET', `${R}/latest`)).body.data).toBeNull();
    expect((await yamada.api('POST', `${R}/findings/abc`, {})).status).toBe(404);

    const home = await yamada.api('GET', '/api/dashboard?refresh=true');
    expect(home.body.data.reconciliation_findings).toBe(2);
    const otherHome = await suzuki.api('GET', '/api/dashboard?refresh=true');
    expect(otherHome.body.data.reconciliation_findings).toBe(0);
    await app.db.execute(sql`update stocks set on_hand = 5, allocated = 0 where id = ${stockId}`);
  });

  it('keeps the first rows of each kind and counts them all', async () => {
    const scope = organisationScope(yamada.organisationId);
    const process = await insertProcessRow(app.db, {
      organisationId: yamada.organisationId,
      action: 'reconciliation',
      processStatus: 'completed',
    });
    const finding = (index: number) => ({
      kind: 'order_status' as const,
      stockId: null,
      orderId: index + 1,
      orderLineId: null,
      reference: `O-${index}`,
      expected: 'shipped',
      actual: 'allocated',
      message: '…',
    });
    const findings = Array.from({ length: FINDINGS_KEPT_PER_KIND + 1 }, (_, i) => finding(i));
    const run = await insertRun(app.db, scope, { processId: process.id, findings, durationMs: 1 });
    const latest = (await yamada.api('GET', `${R}/latest`)).body.data;
    expect(latest).toMatchObject({
      id: String(run.id),
      finding_count: FINDINGS_KEPT_PER_KIND + 1,
      counts: [{ kind: 'order_status', count: FINDINGS_KEPT_PER_KIND + 1 }],
      listed_per_kind: FINDINGS_KEPT_PER_KIND,
    });
    const listed = await yamada.api('POST', `${R}/findings/${run.id}`, {});
    expect(listed.body.data.total).toBe(FINDINGS_KEPT_PER_KIND);
  });

  it('runs daily from the scheduler for every organisation', async () => {
    const enqueued = await enqueueDueScheduledActions(app.db, { reconciliation: 24 * 60 });
    expect(enqueued).toBeGreaterThanOrEqual(2);
    const processes = async () =>
      (
        await app.db.execute<{ process_status: string; message: string | null }>(sql`
          select process_status, message from processes
           where action = 'I_reconciliation' and organisation_id = ${yamada.organisationId}`)
      ).rows;
    const [row] = await waitFor(processes, (rows) => rows[0]?.process_status === 'completed', {
      timeoutMs: 30_000,
    });
    expect(row!.message).toBe('整合性チェック: 不一致はありません');
  });
});
