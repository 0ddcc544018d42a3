// The reference every list figure is printed beside (issue 30, decision 067): a bare Fastify route
// in the bench process over the app's own pool, doing what any signed-in request must do and no
// more: one prepared session lookup (the same sessions table) and one trivial query.
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import type pg from 'pg';
import { runLoad, type LoadFigures } from './load.ts';

const SESSION_COOKIE = 'logi_session';

const SESSION_LOOKUP = {
  name: 'bare_reference_session',
  text: 'select user_id, organisation_id from sessions where token_hash = $1 and expires_at > now()',
};
const TRIVIAL_QUERY = {
  name: 'bare_reference_trivial',
  text: 'select $1::uuid as organisation_id',
};

/** The session token a cookie header carries (the app's session cookie is not signed). */
function sessionToken(cookieHeader: string | undefined): string | undefined {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/** POST /bare on a free port: 401 without a live session, else the trivial query's row as JSON. */
export async function startBareRoute(pool: pg.Pool) {
  const app = Fastify({ logger: false });
  app.post('/bare', async (request, reply) => {
    const token = sessionToken(request.headers.cookie);
    const tokenHash = token && createHash('sha256').update(token).digest('hex');
    const session = tokenHash
      ? await pool.query<{ organisation_id: string }>({ ...SESSION_LOOKUP, values: [tokenHash] })
      : undefined;
    const organisationId = session?.rows[0]?.organisation_id;
    if (!organisationId) return reply.status(401).send({ message: 'ログインしてください' });
    const { rows } = await pool.query({ ...TRIVIAL_QUERY, values: [organisationId] });
    return { data: rows[0] };
  });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, baseUrl, close: () => app.close() };
}

/** The bare route under the same load as the list lines (autocannon, POST, the signed-in cookie). */
export async function measureBareReference(
  pool: pg.Pool,
  cookie: string,
  load: { connections: number; duration: number },
): Promise<LoadFigures> {
  const bare = await startBareRoute(pool);
  try {
    const figures = await runLoad({
      url: `${bare.baseUrl}/bare`,
      method: 'POST',
      ...load,
      headers: { cookie, 'x-requested-with': 'XMLHttpRequest', 'content-type': 'application/json' },
      body: '{}',
    });
    if (figures.non2xx > 0)
      throw new Error('the bare reference was refused: is the cookie signed in?');
    return figures;
  } finally {
    await bare.close();
  }
}

/** The reference line itself, printed once before the list lines; its CPU is the app process's. */
export const referenceLine = (reference: LoadFigures) =>
  `p50 ${reference.p50.toFixed(1)} ms  p95 ${reference.p95.toFixed(1)} ms  ` +
  `${Math.round(reference.requestsPerSecond)} req/s  CPU ${reference.cpuMsPerRequest.toFixed(2)} ms/request`;

/** A list figure against the reference: how many times its p95 and its rate's inverse. */
export const againstReference = (figures: LoadFigures, reference: LoadFigures) =>
  `CPU ${figures.cpuMsPerRequest.toFixed(2)} ms/request  ` +
  `| × bare: p95 ${(figures.p95 / reference.p95).toFixed(1)}, ` +
  `req/s ${rateRatio(figures, reference).toFixed(1)}, ` +
  `CPU ${(figures.cpuMsPerRequest / reference.cpuMsPerRequest).toFixed(1)}`;

/** How many times the reference's rate the figures' rate is short of (1.0 = as fast as bare). */
export const rateRatio = (figures: LoadFigures, reference: LoadFigures) =>
  reference.requestsPerSecond / figures.requestsPerSecond;

/** Issue 30's target for the cheapest signed-in route: within 1.5× the bare reference's rate. */
export const SIGNED_IN_ROUTE_TARGET = { atMost: 1.5, unit: '× bare (rate)' };

/** Why a p95 target was missed when the bare route alone misses it: the machine, not the route. */
export const busyReason = (reference: LoadFigures, targetP95Ms: number) =>
  reference.p95 > targetP95Ms
    ? `(the bare reference alone has p95 ${reference.p95.toFixed(0)} ms: machine busy)`
    : undefined;
