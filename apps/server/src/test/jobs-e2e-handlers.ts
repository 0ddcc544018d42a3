// Handlers for the browser tests (e2e/processes.spec.ts). Registered by the e2e server's entry
// (test/e2e-main.ts) before the app starts; no production file imports test code (decision 049).
import { z } from 'zod';
import { JobError, registerJobHandler } from '../modules/jobs/index.ts';

const payloadSchema = z.object({
  steps: z.number().int().min(1).max(20).default(3),
  stepMs: z.number().int().min(0).max(5_000).default(500),
  // When given, the run ends 処理失敗 with this message (no retry).
  failWith: z.string().max(200).optional(),
});

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

// On an operation no browser test runs for real (在庫検索 has its own handler, e2e/stocks.spec.ts).
registerJobHandler('inbound_status_search', async ({ payload, reportProgress, signal }) => {
  const { steps, stepMs, failWith } = payloadSchema.parse(payload);
  for (let step = 0; step < steps; step += 1) {
    await reportProgress(step, steps);
    await sleep(stepMs, signal);
  }
  if (failWith) throw new JobError(failWith, { retryable: false });
  await reportProgress(steps, steps);
  return `${steps}件の処理が完了しました。`;
});
