// The product CSV pass in a worker thread (issue 30): decode, parse and validate off the event
// loop, handing the valid rows back as COPY text while no row has failed. One pass at a time.
import { parentPort } from 'node:worker_threads';
import { collectGarbage } from '../../runtime-flags.ts';
import { copyText, GARBAGE_EVERY_ROWS } from './copy-text.ts';
import { runProductCsvPass } from './product-csv-pass.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';
import type { PassRequest, PassMessage } from './product-csv-in-worker.ts';

const port = parentPort!;
const send = (message: PassMessage, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

port.on('message', async (request: PassRequest) => {
  let sent = 0;
  try {
    const { rowCount, layout } = await runProductCsvPass({
      bytes: Buffer.from(request.bytes.buffer, request.bytes.byteOffset, request.bytes.byteLength),
      encoding: request.encoding,
      supplierIds: new Map(request.supplierIds),
      lineBreaks: request.lineBreaks,
      onBatch: async (rows) => {
        const chunk = Buffer.from(copyText(rows, request.columns));
        send({ kind: 'rows', chunk, count: rows.length });
        sent += rows.length;
        if (sent % GARBAGE_EVERY_ROWS < rows.length) collectGarbage(); // as the service does
      },
    });
    send({ kind: 'done', rowCount, presentFields: layout.presentFields });
  } catch (error) {
    if (error instanceof ProductCsvRejection)
      send({ kind: 'rejected', message: error.message, errors: error.errors });
    else send({ kind: 'failed', message: String((error as Error)?.stack ?? error) });
  }
});
