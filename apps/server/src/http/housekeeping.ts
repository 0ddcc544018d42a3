import type { FastifyInstance } from 'fastify';

/**
 * A worker's housekeeping task on the app's life: run once the app is ready (unless `atStart` is
 * false) and then every `intervalMs`, never two runs at once; a failure is warned about as
 * "<name> failed" and the next round tries again. app.close() stops it and waits for a run.
 */
export function scheduleHousekeeping(
  app: FastifyInstance,
  { name, intervalMs, atStart = true }: { name: string; intervalMs: number; atStart?: boolean },
  task: () => Promise<unknown>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= task()
      .catch((error: unknown) => app.log.warn({ err: error }, `${name} failed`))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    if (atStart) run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
