import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { scheduleHousekeeping } from './housekeeping.ts';

describe('scheduleHousekeeping', () => {
  it('runs at ready and every interval, never two runs at once, and goes on after a failure', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    let overlapping = 0;
    let inFlight = 0;
    scheduleHousekeeping(app, { name: 'test task', intervalMs: 5 }, async () => {
      runs += 1;
      inFlight += 1;
      if (inFlight > 1) overlapping += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      inFlight -= 1;
      if (runs === 1) throw new Error('the first run fails');
    });
    await app.ready();
    expect(runs).toBe(1);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(3);
    await app.close();
    const closedAt = runs;
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(runs).toBe(closedAt);
    expect(inFlight).toBe(0); // close waited for the run in progress
    expect(overlapping).toBe(0);
  });

  it('waits for the first interval when told not to run at start', async () => {
    const app = Fastify({ logger: false });
    let runs = 0;
    scheduleHousekeeping(app, { name: 'test task', intervalMs: 40, atStart: false }, async () => {
      runs += 1;
    });
    await app.ready();
    expect(runs).toBe(0);
    await expect.poll(() => runs).toBeGreaterThanOrEqual(1);
    await app.close();
  });
});
