import { describe, expect, it } from 'vitest';
import { readJobsConfig } from './jobs.config.ts';
import { DEFAULT_SCHEDULE } from './schedule.ts';

describe('readJobsConfig', () => {
  it('has working defaults: scheduler off in tests, retries with backoff', () => {
    expect(readJobsConfig({ NODE_ENV: 'test' })).toEqual({
      concurrency: 2,
      retryLimit: 3,
      retryDelaySeconds: 30,
      expireInSeconds: 30 * 60,
      pollingIntervalSeconds: 2,
      sweepIntervalMs: 60_000,
      schedule: {},
    });
  });

  it('runs the default schedule outside tests (npm start), and "default" asks for it anywhere', () => {
    expect(readJobsConfig({}).schedule).toBe(DEFAULT_SCHEDULE);
    expect(readJobsConfig({ NODE_ENV: 'production' }).schedule).toBe(DEFAULT_SCHEDULE);
    expect(readJobsConfig({ NODE_ENV: 'test', JOB_SCHEDULE: 'default' }).schedule).toBe(
      DEFAULT_SCHEDULE,
    );
    expect(readJobsConfig({ JOB_SCHEDULE: '{}' }).schedule).toEqual({});
  });

  it('reads an entry with a time window', () => {
    const value = { everyMinutes: 30, window: { from: '08:00', to: '21:00' } };
    const config = readJobsConfig({ JOB_SCHEDULE: JSON.stringify({ shipment_search: value }) });
    expect(config.schedule).toEqual({ shipment_search: value });
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
    ['JOB_SCHEDULE', '{"shipment_search": {"everyMinutes": 30, "window": {"from": "8:00"}}}'],
    [
      'JOB_SCHEDULE',
      '{"shipment_search": {"everyMinutes": 30, "window": {"from": "08:00", "to": "24:00"}}}',
    ],
    ['JOB_SCHEDULE', '{"shipment_search": {"every": 30}}'],
    ['JOB_RETRY_LIMIT', '-1'],
    ['JOB_CONCURRENCY', 'many'],
  ])('refuses %s=%s at start-up', (name, value) => {
    expect(() => readJobsConfig({ [name]: value })).toThrow(`${name}`);
  });
});
