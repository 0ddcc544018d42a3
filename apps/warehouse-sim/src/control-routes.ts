import { timingSafeEqual } from 'node:crypto';
import { OPERATION_NAMES, CARRIERS, WAREHOUSE_MESSAGES as M } from '@logi/warehouse-api';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { SimContext } from './contract-routes.ts';
import { setStock } from './inventory-ops.ts';
import { readLog } from './request-log.ts';
import { settle } from './settle.ts';
import { SIM_TABLES } from './sim-migration.ts';
import { withTransaction } from './sim-db.ts';
import { FAULT_KINDS } from './sim-state.ts';
import { seedAccounts, type SimAccount } from './sim-accounts.ts';

export const CONTROL_PREFIX = '/_control';
/** The header that opens the control API; without it, the API is a 404 like any unknown path. */
export const CONTROL_TOKEN_HEADER = 'x-sim-control-token';

const faultSchema = z.object({
  operation: z.enum(OPERATION_NAMES),
  kind: z.enum(FAULT_KINDS),
  times: z.number().int().min(1).default(1),
  retryAfterSeconds: z.number().min(0).optional(),
  delayMs: z.number().int().min(0).optional(),
  afterWork: z.boolean().optional(),
  message: z.string().optional(),
  bytes: z.number().int().min(1).optional(),
});
const settingsSchema = z
  .object({
    resultDelayMs: z.number().int().min(0),
    requestDelayMs: z.number().int().min(0),
    inboundShortfall: z.number().int().min(0),
    inboundDamaged: z.number().int().min(0),
    inboundParts: z.number().int().min(1).max(10),
    returnEvery: z.number().int().min(0),
    carrier: z.enum(CARRIERS),
  })
  .partial();
const accountSchema = z.object({ apiKey: z.string().min(1), apiSecret: z.string().min(1) });
const inventorySchema = z.object({
  account: z.string().min(1),
  items: z.array(
    z.object({
      productCode: z.string().min(1),
      quantity: z.number().int().min(0),
      nonSellableQuantity: z.number().int().min(0).default(0),
    }),
  ),
});
const logQuerySchema = z.object({
  requestId: z.string().optional(),
  operation: z.string().optional(),
  account: z.string().optional(),
});

function parsed<T>(schema: z.ZodType<T>, value: unknown, reply: FastifyReply): T | null {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  void reply
    .code(422)
    .send({ message: '入力項目の形式が正しくありません。', errors: z.flattenError(result.error) });
  return null;
}

function holdsToken(request: FastifyRequest, token: Buffer): boolean {
  const sent = Buffer.from(String(request.headers[CONTROL_TOKEN_HEADER] ?? ''));
  return sent.length === token.length && timingSafeEqual(sent, token);
}

/**
 * Test and demo controls: faults, settings, the simulated clock, the request log, reset. Only a
 * caller holding the control token sees them (decision 035): the app, whose requests never carry
 * it, cannot be pointed at them through a warehouse setting.
 */
export async function registerControlRoutes(
  app: FastifyInstance,
  {
    ctx,
    accounts,
    controlToken,
  }: { ctx: SimContext; accounts: SimAccount[]; controlToken: string },
) {
  const token = Buffer.from(controlToken);
  app.addHook('onRequest', async (request, reply) => {
    if (!holdsToken(request, token)) return reply.code(404).send({ message: M.notFound });
  });
  const { pool, state } = ctx;
  const flush = (until: Date) =>
    withTransaction(pool, (client) => settle(client, state.settings, { until, now: state.now() }));

  app.post(`${CONTROL_PREFIX}/faults`, async (request, reply) => {
    const fault = parsed(faultSchema, request.body, reply);
    if (!fault) return reply;
    state.addFault(fault.operation, { ...fault, remaining: fault.times });
    return { ok: true };
  });
  app.delete(`${CONTROL_PREFIX}/faults`, async () => {
    state.clearFaults();
    return { ok: true };
  });
  app.get(`${CONTROL_PREFIX}/settings`, async () => state.settings);
  app.put(`${CONTROL_PREFIX}/settings`, async (request, reply) => {
    const settings = parsed(settingsSchema, request.body, reply);
    if (!settings) return reply;
    state.settings = { ...state.settings, ...settings };
    return state.settings;
  });
  app.post(`${CONTROL_PREFIX}/advance`, async (request, reply) => {
    const body = parsed(z.object({ ms: z.number().int().min(0) }), request.body, reply);
    if (!body) return reply;
    state.offsetMs += body.ms;
    await flush(state.now());
    return { now: state.now().toISOString() };
  });
  app.post(`${CONTROL_PREFIX}/flush`, async () => {
    await flush(new Date(8_640_000_000_000_000));
    return { now: state.now().toISOString() };
  });
  app.get(`${CONTROL_PREFIX}/requests`, async (request, reply) => {
    const filter = parsed(logQuerySchema, request.query, reply);
    if (!filter) return reply;
    return readLog(pool, filter);
  });
  app.post(`${CONTROL_PREFIX}/accounts`, async (request, reply) => {
    const account = parsed(accountSchema, request.body, reply);
    if (!account) return reply;
    await seedAccounts(pool, [account]);
    return { ok: true };
  });
  app.put(`${CONTROL_PREFIX}/inventory`, async (request, reply) => {
    const body = parsed(inventorySchema, request.body, reply);
    if (!body) return reply;
    await withTransaction(pool, async (client) => {
      for (const item of body.items) {
        const next = { quantity: item.quantity, nonSellable: item.nonSellableQuantity };
        await setStock(client, body.account, item.productCode, next, '棚卸', state.now());
      }
    });
    return { ok: true };
  });
  app.post(`${CONTROL_PREFIX}/reset`, async () => {
    await pool.query(`truncate ${SIM_TABLES.join(', ')}`);
    await pool.query('delete from accounts');
    await seedAccounts(pool, accounts);
    state.reset();
    return { ok: true };
  });
}
