import { BASE_ACTION_CODES } from '@logi/shared';
import { z } from 'zod';
import { DEFAULT_SCHEDULE, TIME_OF_DAY, type Schedule } from './schedule.ts';

const minutes = z
  .number()
  .positive()
  .max(7 * 24 * 60);
const timeOfDay = z.string().regex(TIME_OF_DAY);
const scheduleEntry = z.union([
  minutes,
  z
    .object({
      everyMinutes: minutes,
      window: z.object({ from: timeOfDay, to: timeOfDay }).strict().optional(),
    })
    .strict(),
]);

/**
 * JOB_SCHEDULE: {"inventory_search": 60, "shipment_search": {"everyMinutes": 30, "window":
 * {"from": "08:00", "to": "21:00"}}} runs the I-prefixed variants (window in JST); "default" is
 * DEFAULT_SCHEDULE, the value when unset outside tests; {} switches the scheduler off.
 */
const schedule = z.string().transform((value, ctx): Schedule => {
  if (value.trim() === 'default') return DEFAULT_SCHEDULE;
  try {
    return z.partialRecord(z.enum(BASE_ACTION_CODES), scheduleEntry).parse(JSON.parse(value));
  } catch {
    ctx.addIssue({
      code: 'custom',
      message:
        'must be "default" or a JSON object of base action code → minutes or {everyMinutes, window: {from, to}}',
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
  JOB_SCHEDULE: schedule.optional(),
  NODE_ENV: z.string().default('development'),
});

export type JobsConfig = {
  concurrency: number;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  pollingIntervalSeconds: number;
  sweepIntervalMs: number;
  schedule: Schedule;
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
    // On by default (npm start, npm run dev); tests switch it on only when they ask.
    schedule: value.JOB_SCHEDULE ?? (value.NODE_ENV === 'test' ? {} : DEFAULT_SCHEDULE),
  };
}
