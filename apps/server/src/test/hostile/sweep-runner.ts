import type { HostileResponse } from './hostile-client.ts';
import { normaliseErrors } from './oracle.ts';
import type { Plan, Planner, SweepContext } from './sweep-plan.ts';

/** A drawn request before it is planned: the row it belongs to and how it is sent. */
export type Draw = {
  planner: Planner;
  access: 'public' | 'signedIn' | 'admin';
  csrf: boolean;
  anonymous: boolean;
  noCsrfHeader: boolean;
  respell?: (path: string) => string;
};

export type SweepReport = { requests: number; serverErrors: number; failures: string[] };

// Requests that cannot write go out this many at a time, between two fingerprints.
const BATCH = 32;
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The plan with the draw's caller, CSRF header and path spelling applied. */
async function planOf(draw: Draw, context: SweepContext): Promise<Plan> {
  const plan = await draw.planner(context, draw.anonymous);
  const request = { ...plan.request, anonymous: plan.request.anonymous || draw.anonymous };
  if (draw.respell && request.path.startsWith('/api/')) request.path = draw.respell(request.path);
  if (draw.noCsrfHeader && draw.csrf && UNSAFE.has(request.method)) {
    return {
      request: { ...request, noCsrfHeader: true },
      expected: { status: 403 },
      writes: false,
    };
  }
  if (request.anonymous && draw.access !== 'public') {
    return { request, expected: { status: 401 }, writes: false };
  }
  return { ...plan, request };
}

function mismatch(plan: Plan, response: HostileResponse): string | undefined {
  const { expected, request } = plan;
  const label = `${request.anonymous ? 'anonymous ' : ''}${request.method} ${request.path.slice(0, 160)} ${(request.body ?? '').slice(0, 160)} [${request.contentType ?? ''}]`;
  if (
    response.status !== expected.status &&
    ![expected.orStatus].flat().includes(response.status)
  ) {
    return `${label} → ${response.status} ${response.text.slice(0, 200)}, expected ${expected.status}`;
  }
  if (response.status === 422 && expected.errors) {
    const got = JSON.stringify(normaliseErrors(response.json().errors));
    const want = JSON.stringify(normaliseErrors(expected.errors));
    if (got !== want) return `${label} → errors ${got}, expected ${want}`;
  }
  if (response.status >= 400 && request.method !== 'HEAD' && request.path.includes('/api/')) {
    const body = response.json() as { message?: unknown };
    if (typeof body.message !== 'string' || body.message === '') return `${label} → no message`;
  }
  return undefined;
}

/**
 * Sends every draw and checks its answer; requests that cannot write go out in small concurrent
 * batches between two database fingerprints, which must match (no refused request wrote).
 */
export async function runSweep(draws: Draw[], context: SweepContext): Promise<SweepReport> {
  const report: SweepReport = { requests: 0, serverErrors: 0, failures: [] };
  const send = async (plans: Plan[]) => {
    const writes = plans.some((plan) => plan.writes);
    const before = writes ? '' : await context.client.fingerprint();
    const responses = await Promise.all(plans.map((plan) => context.client.send(plan.request)));
    const after = writes ? '' : await context.client.fingerprint();
    responses.forEach((response, index) => {
      report.requests += 1;
      if (response.status >= 500) report.serverErrors += 1;
      const failure = mismatch(plans[index]!, response);
      if (failure) report.failures.push(failure);
    });
    if (before !== after) {
      const sent = plans.map((plan) => `${plan.request.method} ${plan.request.path}`);
      report.failures.push(`database changed: ${before} → ${after} by one of ${sent.join(', ')}`);
    }
  };
  let batch: Plan[] = [];
  for (const draw of draws) {
    const plan = await planOf(draw, context);
    if (plan.writes) {
      if (batch.length) await send(batch);
      batch = [];
      await send([plan]);
    } else {
      batch.push(plan);
      if (batch.length === BATCH) {
        await send(batch);
        batch = [];
      }
    }
  }
  if (batch.length) await send(batch);
  return report;
}
