import {
  reconciliationFindings,
  reconciliationRuns,
} from '../modules/reconciliation/reconciliation.table.ts';
import { insertProcessRow } from './jobs.test-support.ts';
import type { InventoryRoute, ProbeOwner, TenancyProbe } from './route-inventory.ts';

/** Tenancy probes of 整合性チェック: the owner's run (a process) with one finding named by a marker. */
async function ownerRun(owner: ProbeOwner, processStatus: 'completed' | 'pending' = 'completed') {
  const key = `REC-${crypto.randomUUID().slice(0, 8)}`;
  const process = await insertProcessRow(owner.db, {
    organisationId: owner.organisationId,
    userId: owner.userId,
    action: 'reconciliation',
    processStatus,
  });
  const [run] = await owner.db
    .insert(reconciliationRuns)
    .values({
      organisationId: owner.organisationId,
      processId: process.id,
      findingCount: 4321,
      counts: { order_status: 4321 },
      durationMs: 1,
    })
    .returning({ id: reconciliationRuns.id });
  await owner.db.insert(reconciliationFindings).values({
    organisationId: owner.organisationId,
    runId: run!.id,
    kind: 'order_status',
    orderId: 1,
    reference: key,
    expected: 'shipped',
    actual: 'allocated',
    message: key,
  });
  return { runId: run!.id, processId: process.id, key };
}

const probes = {
  // The owner's unfinished run is the owner's answer; another organisation starts its own.
  run: {
    kind: 'listing',
    arrange: async (owner) => {
      const { processId } = await ownerRun(owner, 'pending');
      return {
        path: '/api/reconciliation/run',
        intruderStatus: 202,
        ownerStatus: 202,
        leaks: (text) => text.includes(processId),
      };
    },
  },
  latest: {
    kind: 'listing',
    arrange: async (owner) => {
      await ownerRun(owner);
      return {
        path: '/api/reconciliation/latest',
        leaks: (text) => text.includes('"finding_count":4321'),
      };
    },
  },
  findings: {
    kind: 'record',
    arrange: async (owner) => {
      const { runId, key } = await ownerRun(owner);
      return {
        path: `/api/reconciliation/findings/${runId}`,
        body: {},
        leaks: (text) => text.includes(key),
      };
    },
  },
} satisfies Record<string, TenancyProbe>;

export const RECONCILIATION_ROUTES: InventoryRoute[] = [
  { method: 'POST', url: '/api/reconciliation/run', probe: probes.run },
  { method: 'GET', url: '/api/reconciliation/latest', probe: probes.latest },
  { method: 'POST', url: '/api/reconciliation/findings/:id', probe: probes.findings },
].map((row) => ({ ...row, access: 'signedIn', tenancy: 'organisation' }) as InventoryRoute);
