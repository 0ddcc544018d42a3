import { randomUUID } from 'node:crypto';
import { simControl, startWarehouseSim, type SimSettings } from '@logi/warehouse-sim';
import { createTestDatabase } from '../../test/test-database.ts';
import { parseAllowedHosts, type OutboundPolicy } from '../outbound/index.ts';
import { httpWarehouseProvider } from './http-provider.ts';
import type { HttpTransportOptions } from './http-transport.ts';

/** Quick retries for tests: the sim answers at once, so waiting long proves nothing. */
export const FAST_TUNING = { timeoutMs: 2000, maxAttempts: 3, backoffBaseMs: 10, maxBackoffMs: 50 };

/**
 * A real simulator on a free port over this test file's own database (schema warehouse_sim).
 * `account()` gives each test its own fresh warehouse account, so tests never see each other's state.
 * The simulator is on loopback: `allowedHost` is its WAREHOUSE_ALLOWED_HOSTS entry, as npm start
 * allow-lists the bundled one, and `outbound` the policy with it.
 */
export async function startSimForTests(settings: Partial<SimSettings> = {}) {
  const database = await createTestDatabase();
  const sim = await startWarehouseSim({ connectionString: database.url, settings });
  const control = simControl(sim.url, sim.controlToken);
  const allowedHost = new URL(sim.url).host;
  const outbound: OutboundPolicy = {
    allowedHosts: parseAllowedHosts(allowedHost),
    httpsOnly: false,
  };
  return {
    url: sim.url,
    allowedHost,
    outbound,
    control,
    database,
    /** A new account on the sim and an HTTP provider signed in as it. */
    async account(tuning: Partial<HttpTransportOptions> = {}) {
      const apiKey = `acct-${randomUUID()}`;
      const apiSecret = `secret-${randomUUID()}`;
      await control.addAccount({ apiKey, apiSecret });
      const provider = httpWarehouseProvider({
        baseUrl: sim.url,
        outbound,
        apiKey,
        apiSecret,
        ...FAST_TUNING,
        ...tuning,
      });
      return { apiKey, apiSecret, provider };
    },
    async close() {
      await sim.close();
      await database.drop();
    },
  };
}

export type SimForTests = Awaited<ReturnType<typeof startSimForTests>>;

let counter = 0;
/** A fresh request id, as a job would take from its process row. */
export const newRequestId = (label = 'req') => `${label}-${randomUUID()}-${++counter}`;
