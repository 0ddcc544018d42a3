import { z } from 'zod';
import type { WarehouseJobDeps } from './warehouse-job.ts';

/** How patiently the jobs talk to a warehouse; W's HTTP_DEFAULTS apply to what is unset. */
const settingsSchema = z.object({
  // Per attempt of one HTTP call, body included.
  WAREHOUSE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  // Attempts of one call in all (429, 5xx and network errors are retried with backoff).
  WAREHOUSE_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(10).optional(),
  WAREHOUSE_BACKOFF_MS: z.coerce.number().int().min(1).max(60_000).optional(),
  // How often, and how many times, to ask for a write the warehouse is still working on.
  WAREHOUSE_RESULT_POLL_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
  WAREHOUSE_RESULT_POLLS: z.coerce.number().int().min(1).max(1000).default(30),
});

export function readWarehouseJobSettings(
  env: NodeJS.ProcessEnv = process.env,
): Pick<WarehouseJobDeps, 'tuning' | 'resultPolling'> {
  const parsed = settingsSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    tuning: {
      ...(value.WAREHOUSE_TIMEOUT_MS && { timeoutMs: value.WAREHOUSE_TIMEOUT_MS }),
      ...(value.WAREHOUSE_MAX_ATTEMPTS && { maxAttempts: value.WAREHOUSE_MAX_ATTEMPTS }),
      ...(value.WAREHOUSE_BACKOFF_MS && { backoffBaseMs: value.WAREHOUSE_BACKOFF_MS }),
    },
    resultPolling: {
      attempts: value.WAREHOUSE_RESULT_POLLS,
      intervalMs: value.WAREHOUSE_RESULT_POLL_MS,
    },
  };
}
