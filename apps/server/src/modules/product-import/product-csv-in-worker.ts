import { Worker } from 'node:worker_threads';
import type { CsvEncoding, ProductImportLineBreaks, ProductImportLineError } from '@logi/shared';
import type { StageColumn } from './copy-text.ts';
import type { CsvLayout } from './product-csv-header.ts';
import { ProductCsvRejection } from './product-csv-rejection.ts';

export type PassRequest = {
  bytes: Uint8Array;
  encoding: CsvEncoding;
  supplierIds: [string, number][];
  lineBreaks: ProductImportLineBreaks;
  columns: readonly StageColumn[];
};

export type PassMessage =
  | { kind: 'rows'; chunk: Uint8Array; count: number }
  | { kind: 'done'; rowCount: number; presentFields: CsvLayout['presentFields'] }
  | {
      kind: 'rejected';
      message: string;
      errors: readonly ProductImportLineError[] | readonly string[] | undefined;
    }
  | { kind: 'failed'; message: string };

// Node 20 cannot start a .ts worker by itself: this entry registers tsx, then imports the pass.
const ENTRY = new URL('./product-csv-worker-entry.mjs', import.meta.url);

/**
 * One worker kept while imports come: starting one (tsx, @logi/shared, zod) costs about as much as
 * reading 100,000 rows. Passes take turns on it; it never keeps the process alive, and it ends
 * after a minute without a pass (its ~30 MB are not held by an instance that imports once a day).
 */
let kept: Worker | undefined;
let turn: Promise<unknown> = Promise.resolve();
let idleTimer: NodeJS.Timeout | undefined;
const IDLE_MS = 60_000;

/** Starts the worker ahead of a pass (a large upload is being validated): nothing if it runs. */
export function warmUpCsvWorker(): void {
  keptWorker();
  endWhenIdle();
}

function endWhenIdle() {
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    const worker = kept;
    kept = undefined;
    void turn.then(() => worker?.terminate());
  }, IDLE_MS);
  idleTimer.unref();
}

function keptWorker(): Worker {
  clearTimeout(idleTimer);
  if (kept) return kept;
  const worker = new Worker(ENTRY);
  worker.unref();
  worker.on('error', () => {}); // each pass observes the error through its own listener
  worker.once('exit', () => {
    if (kept === worker) kept = undefined;
  });
  kept = worker;
  return worker;
}

/**
 * The validation pass in the worker: `onRows` receives the valid rows as COPY text while no row has
 * failed. The file's bytes are handed over (the caller must not read them afterwards). Resolves with the row count and the fields the file gives; a refused file rejects with
 * its ProductCsvRejection (the same messages as in-process).
 */
export function runPassInWorker(
  request: PassRequest,
  onRows: (chunk: Buffer, count: number) => void,
): Promise<{ rowCount: number; presentFields: CsvLayout['presentFields'] }> {
  const run = turn.then(() => passOn(keptWorker(), request, onRows));
  turn = run.catch(() => {}).finally(endWhenIdle);
  return run;
}

function passOn(
  worker: Worker,
  request: PassRequest,
  onRows: (chunk: Buffer, count: number) => void,
): Promise<{ rowCount: number; presentFields: CsvLayout['presentFields'] }> {
  return new Promise((resolve, reject) => {
    const stop = () => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onExit = (code: number) => {
      stop();
      reject(new Error(`the product CSV worker exited (${code}) mid-pass`));
    };
    const onMessage = (message: PassMessage) => {
      if (message.kind === 'rows') {
        try {
          const { buffer, byteOffset, byteLength } = message.chunk;
          onRows(Buffer.from(buffer, byteOffset, byteLength), message.count);
        } catch (error) {
          // The pass goes on sending this file's rows: end the worker rather than mix them up.
          void worker.terminate();
          onError(error as Error);
        }
        return;
      }
      stop();
      if (message.kind === 'done') resolve(message);
      else if (message.kind === 'rejected')
        reject(new ProductCsvRejection(message.message, message.errors));
      else reject(new Error(message.message));
    };
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    // The file moves to the worker rather than being copied when it owns its memory (a kept upload).
    const { buffer, byteOffset, byteLength } = request.bytes;
    const owned = byteOffset === 0 && byteLength === buffer.byteLength;
    worker.postMessage(request, owned ? [buffer as ArrayBuffer] : []);
  });
}
