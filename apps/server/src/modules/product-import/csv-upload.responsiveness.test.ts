import { beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_IMPORT_MAX_BYTES } from '@logi/shared';
import { describeLatency, sampleLatencyDuring, summarise } from '../../test/latency-sampler.ts';
import { CSV_IMPORT, csvRow, orderCsv } from '../orders/orders.test-support.ts';
import { uploadFromAnotherProcess } from '../../test/upload-from-another-process.ts';
import { importApp, productCsvOfSize, VALIDATE } from './product-import.test-support.ts';

const setup = importApp();
// Generous on purpose (the 100 ms target is the bench's figure, npm run bench:products, measured on
// an idle machine): an unsliced 50 MB pass stalled every request for 7-12 s, and the other test
// worker shares these two cores with this one (p99 of 300 ms, then 674 ms seen in full CI runs,
// beside a PDF-rendering test file): a second's bound still fails any stall of that kind.
const P99_BOUND_MS = 1000;
// What the machine's own load costs the same request meanwhile (other test files, other work),
// measured alone first: the bound is on top of it, so a busy CI machine does not fail the test.
let alone = 0;
beforeAll(async () => {
  const quiet = new Promise((resolve) => setTimeout(resolve, 1000));
  const summary = summarise(await sampleLatencyDuring(`${setup.app.baseUrl}/api/settings`, quiet));
  console.log(`GET /api/settings alone: ${describeLatency(summary)}`);
  alone = summary.p99;
});

describe('a large CSV upload and everyone else (issue 23 item 6)', () => {
  it('keeps another user’s GET /api/settings within 1 s p99 of its latency alone while a 50 MB product CSV is validated', async () => {
    // ~17,000 rows with the longest 備考: every part of the pass (decoding, parsing, checking rows)
    // is exercised, in a few seconds of work rather than tens.
    const file = productCsvOfSize('RSP', PRODUCT_IMPORT_MAX_BYTES, 1000);
    const validation = uploadFromAnotherProcess(
      `${setup.app.baseUrl}${VALIDATE}`,
      setup.jars.yamada.header(),
      file,
    );
    const latencies = await sampleLatencyDuring(`${setup.app.baseUrl}/api/settings`, validation);
    const answer = await validation;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data.row_count).toBeGreaterThan(15_000);
    const summary = summarise(latencies);
    console.log(`GET /api/settings while 50 MB is validated: ${describeLatency(summary)}`);
    expect(summary.p99).toBeLessThan(P99_BOUND_MS + alone);
  }, 60_000);

  it('keeps it within 1 s p99 of its latency alone while 30,000 orders of a CSV are read and refused', async () => {
    // Every order names a shop that does not exist: the whole file is read, checked and looked
    // up, then refused with its line errors (a 15 MB file stalled everyone for 3.1 s).
    const nowhere = { shop: { id: 0, code: 'NO-SHOP' }, products: [] };
    const rows = Array.from({ length: 30_000 }, (_, index) =>
      csvRow(nowhere, `RSP-${index + 1}`, 'NO-PRODUCT', '1'),
    );
    const file = Buffer.from(orderCsv(rows));
    const intake = uploadFromAnotherProcess(
      `${setup.app.baseUrl}${CSV_IMPORT}`,
      setup.jars.yamada.header(),
      file,
    );
    const latencies = await sampleLatencyDuring(`${setup.app.baseUrl}/api/settings`, intake);
    const answer = await intake;
    expect(answer.status).toBe(422);
    expect(answer.body.message).toBe(
      'エラーのある行が30000行あります（先頭の1000行を表示しています）。',
    );
    const summary = summarise(latencies);
    console.log(`GET /api/settings while 30,000 orders are read: ${describeLatency(summary)}`);
    expect(summary.p99).toBeLessThan(P99_BOUND_MS + alone);
  }, 60_000);
});
