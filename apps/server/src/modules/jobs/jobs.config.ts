import { BASE_ACTION_CODES, type BaseActionCode } from '@logi/shared';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .default('false')
  .transform((value) => value === 'true' || value === '1');

/** JOB_SCHEDULE: {"inventory_search": 60, …} runs I_inventory_search every 60 minutes. */
const schedule = z
  .string()
  .default('{}')
  .transform((value, ctx) => {
    try {
      const parsed = z
        .partialRecord(
          z.enum(BASE_ACTION_CODES),
          z
            .number()
            .positive()
            .max(7 * 24 * 60),
        )
        .parse(JSON.parse(value));
      return parsed as Partial<Record<BaseActionCode, number>>;
    } catch {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a JSON object of base action code → interval in minutes',
      });
      return z.NEVER;
    }
  });

/** The job engine's settings, read from the environment like the rest of the configuration. */
const jobsEnvSchema = z.object({
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(3),
  // pg-boss doubles the delay on each retry (retryBackoff), with jitter.
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  // A job running longer is considered lost and retried (pg-boss expireIn).
  JOB_EXPIRE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  JOB_POLLING_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  // How often to look for processes left behind by a crashed server (also done at start-up).
  JOB_SWEEP_SECONDS: z.coerce.number().min(1).max(3600).default(60),
  JOB_SCHEDULE: schedule,
  // Loads the e2e test handlers; honoured only with NODE_ENV=test (see jobs/index.ts).
  E2E_TEST_JOBS: flag,
  NODE_ENV: z.string().default('development'),
});

export type JobsConfig = {
  concurrency: number;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  sweepIntervalMs: number;
  schedule: Partial<Record<BaseActionCode, number>>;
  loadE2eTestHandlers: boolean;
};

export function readJobsConfig(env: NodeJS.ProcessEnv = process.env): JobsConfig {
  const parsed = jobsEnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    concurrency: value.JOB_CONCURRENCY,
    retryLimit: value.JOB_RETRY_LIMIT,
    retryDelaySeconds: value.JOB_RETRY_DELAY_SECONDS,
    expireInSeconds: value.JOB_EXPIRE_MINUTES * 60,
    pollingIntervalSeconds: value.JOB_POLLING_SECONDS,
    sweepIntervalMs: value.JOB_SWEEP_SECONDS * 1000,
    schedule: value.JOB_SCHEDULE,
    loadE2eTestHandlers: value.NODE_ENV === 'test' && value.E2E_TEST_JOBS,
  };
}
