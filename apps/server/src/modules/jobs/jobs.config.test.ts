import { describe, expect, it } from 'vitest';
import { readJobsConfig } from './jobs.config.ts';

describe('readJobsConfig', () => {
  it('has working defaults: scheduler off, retries with backoff, no test handlers', () => {
    expect(readJobsConfig({})).toEqual({
      concurrency: 2,
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 30 * 60,
      pollingIntervalSeconds: 2,
      sweepIntervalMs: 60_000,
      schedule: {},
      loadE2eTestHandlers: false,
    });
  });

  it('reads a schedule of base action codes to minutes', () => {
    const config = readJobsConfig({
      JOB_SCHEDULE: '{"inventory_search": 60, "shipment_search": 15}',
    });
    expect(config.schedule).toEqual({ inventory_search: 60, shipment_search: 15 });
  });

  it.each([
    ['JOB_SCHEDULE', 'not json'],
    ['JOB_SCHEDULE', '{"drop_tables": 5}'],
    ['JOB_SCHEDULE', '{"I_inventory_search": 5}'],
    ['JOB_SCHEDULE', '{"inventory_search": 0}'],
    ['JOB_SCHEDULE', '[1, 2]'],
    ['JOB_RETRY_LIMIT', '-1'],
    ['JOB_CONCURRENCY', 'many'],
  ])('refuses %s=%s at start-up', (name, value) => {
    expect(() => readJobsConfig({ [name]: value })).toThrow(`${name}`);
  });

  it('loads the e2e test handlers only in the test environment, and only when asked', () => {
    expect(readJobsConfig({ E2E_TEST_JOBS: '1' }).loadE2eTestHandlers).toBe(false);
    expect(readJobsConfig({ NODE_ENV: 'production', E2E_TEST_JOBS: '1' }).loadE2eTestHandlers).toBe(
      false,
    );
    expect(readJobsConfig({ NODE_ENV: 'test' }).loadE2eTestHandlers).toBe(false);
    expect(readJobsConfig({ NODE_ENV: 'test', E2E_TEST_JOBS: '1' }).loadE2eTestHandlers).toBe(true);
  });
});
