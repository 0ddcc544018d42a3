import {
  HEADERS,
  OPERATIONS,
  REQUEST_ID_PATTERN,
  WAREHOUSE_MESSAGES as M,
  type OperationName,
  type WriteOperationName,
} from '@logi/warehouse-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type pg from 'pg';
import { failureAnswer, hang, sleep, twistedAnswer } from './fault-answers.ts';
import { READS } from './reads.ts';
import { logArrival, type LogEnd } from './request-log.ts';
import { settle } from './settle.ts';
import { withTransaction } from './sim-db.ts';
import { Answer, invalid } from './answer.ts';
import { requestView, runWrite } from './request-store.ts';
import type { Fault, SimState } from './sim-state.ts';

export type SimContext = { pool: pg.Pool; state: SimState };

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : null;
};

async function authenticate({ pool }: SimContext, request: FastifyRequest): Promise<string | null> {
  const apiKey = header(request, HEADERS.apiKey);
  const apiSecret = header(request, HEADERS.apiSecret);
  if (!apiKey || !apiSecret) return null;
  const { rows } = await pool.query('select api_secret from accounts where api_key = $1', [apiKey]);
  return rows[0]?.api_secret === apiSecret ? apiKey : null;
}

async function settleNow(ctx: SimContext) {
  const now = ctx.state.now();
  await withTransaction(ctx.pool, (client) =>
    settle(client, ctx.state.settings, { until: now, now }),
  );
}

/** The operation's correct answer (and whether this arrival did the work). */
async function answerOf(
  ctx: SimContext,
  name: OperationName,
  account: string,
  request: FastifyRequest,
) {
  const operation = OPERATIONS[name];
  if (name === 'ping') {
    return {
      executed: false,
      answer: { ok: true, account, serverTime: ctx.state.now().toISOString() },
    };
  }
  if (name === 'request_result') {
    const { requestId } = request.params as { requestId: string };
    const view = await requestView(ctx, account, requestId);
    if (!view) throw new Answer(404, { message: M.requestNotFound });
    return { executed: false, answer: view };
  }
  if (operation.kind === 'write') {
    const requestId = header(request, HEADERS.requestId);
    if (!requestId || !REQUEST_ID_PATTERN.test(requestId))
      throw new Answer(400, { message: M.requestIdMissing });
    const body = operation.body.safeParse(request.body);
    if (!body.success) throw new Answer(422, invalid(body.error));
    await settleNow(ctx);
    return runWrite(ctx, name as WriteOperationName, account, requestId, body.data);
  }
  const query = operation.query!.safeParse(request.query);
  if (!query.success) throw new Answer(422, invalid(query.error));
  await settleNow(ctx);
  const read = READS[name as keyof typeof READS];
  return { executed: false, answer: await read(ctx.pool, account, query.data as never) };
}

const PRE_WORK: ReadonlySet<Fault['kind']> = new Set([
  'timeout',
  'error500',
  'rateLimit',
  'refuse',
]);

async function handle(
  ctx: SimContext,
  name: OperationName,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const finish = await logArrival(ctx.pool, {
    operation: name,
    method: request.method,
    path: request.url,
    requestId: header(request, HEADERS.requestId),
  });
  const account = await authenticate(ctx, request);
  if (!account) {
    await finish({ statusCode: 401 });
    return reply.code(401).send({ message: M.unauthorized });
  }
  const fault = ctx.state.takeFault(name);
  const end = (done: Omit<LogEnd, 'account' | 'fault'>) =>
    finish({ ...done, account, fault: fault?.kind ?? null });
  if (fault?.kind === 'slow') await sleep(fault.delayMs ?? 2000);
  if (fault && PRE_WORK.has(fault.kind) && !fault.afterWork) {
    if (fault.kind === 'timeout') {
      await end({ statusCode: 0 });
      return hang(reply, fault);
    }
    const sent = failureAnswer(reply, fault);
    await end({ statusCode: reply.statusCode });
    return sent;
  }
  try {
    const { executed, answer } = await answerOf(ctx, name, account, request);
    if (fault?.kind === 'timeout') {
      await end({ statusCode: 0, executed });
      return hang(reply, fault);
    }
    if (fault?.kind === 'error500' || fault?.kind === 'rateLimit' || fault?.kind === 'refuse') {
      const sent = failureAnswer(reply, fault);
      await end({ statusCode: reply.statusCode, executed });
      return sent;
    }
    const code = OPERATIONS[name].kind === 'write' ? 202 : 200;
    reply.code(code);
    await end({ statusCode: code, executed });
    return fault
      ? twistedAnswer(reply, fault, answer as Record<string, unknown>)
      : reply.send(answer);
  } catch (error) {
    if (!(error instanceof Answer)) throw error;
    await end({ statusCode: error.statusCode });
    return reply.code(error.statusCode).send(error.body);
  }
}

/** The contract's routes (docs/warehouse-api.md), every one through the same pipeline. */
export function registerContractRoutes(app: FastifyInstance, ctx: SimContext) {
  for (const [name, operation] of Object.entries(OPERATIONS) as [
    OperationName,
    (typeof OPERATIONS)[OperationName],
  ][]) {
    app.route({
      method: operation.method,
      url: operation.path.replace('{requestId}', ':requestId'),
      handler: (request, reply) => handle(ctx, name, request, reply),
    });
  }
}
