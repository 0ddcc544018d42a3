import { buildOpenApiDocument, WAREHOUSE_MESSAGES as M } from '@logi/warehouse-api';
import { randomBytes } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerContractRoutes } from './contract-routes.ts';
import { registerControlRoutes } from './control-routes.ts';
import { SIM_DEMO_ACCOUNTS, seedAccounts, type SimAccount } from './sim-accounts.ts';
import { createSimPool } from './sim-db.ts';
import { migrateSim, SCHEMA_PATTERN } from './sim-migration.ts';
import { createSimState, type SimSettings, type SimState } from './sim-state.ts';

export type WarehouseSimOptions = {
  /** The PostgreSQL the simulator keeps its state in (its own schema there). */
  connectionString: string;
  schema?: string;
  /** Accounts accepted (X-Api-Key / X-Api-Secret); the demo accounts by default. */
  accounts?: SimAccount[];
  settings?: Partial<SimSettings>;
  /** Fastify request logging (off in tests). */
  logger?: boolean;
  /** Opens the control API (X-Sim-Control-Token); a random one when not given. */
  controlToken?: string;
};

export type WarehouseSim = {
  app: FastifyInstance;
  state: SimState;
  /** The control API's token, for simControl. */
  controlToken: string;
  close: () => Promise<void>;
};

const BODY_LIMIT = 10 * 1024 * 1024;

/** The simulator as a Fastify app, its schema migrated and its accounts seeded; not listening yet. */
export async function buildWarehouseSim(options: WarehouseSimOptions): Promise<WarehouseSim> {
  const schema = options.schema ?? 'warehouse_sim';
  if (!SCHEMA_PATTERN.test(schema)) throw new Error(`invalid simulator schema name: ${schema}`);
  const accounts = options.accounts ?? [...SIM_DEMO_ACCOUNTS];
  const pool = createSimPool(options.connectionString, schema);
  await migrateSim(pool, schema);
  await seedAccounts(pool, accounts);
  const state = createSimState(options.settings ?? {});
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    forceCloseConnections: true,
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: M.notFound }));
  app.setErrorHandler((error: { statusCode?: number }, _request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 500) app.log.error(error);
    return reply.code(status).send({ message: status < 500 ? M.invalidInput : M.internalError });
  });
  app.get('/openapi.json', async (request) =>
    buildOpenApiDocument(`${request.protocol}://${request.host}`),
  );
  registerContractRoutes(app, { pool, state });
  const controlToken = options.controlToken ?? randomBytes(24).toString('base64url');
  // Its own plugin scope: the token check guards the control routes only.
  await app.register(registerControlRoutes, { ctx: { pool, state }, accounts, controlToken });
  app.addHook('onClose', async () => {
    await pool.end();
  });
  return { app, state, controlToken, close: () => app.close() };
}

/** Builds and listens (port 0: any free port); answers the base URL. */
export async function startWarehouseSim(
  options: WarehouseSimOptions & { port?: number; host?: string },
): Promise<WarehouseSim & { url: string }> {
  const sim = await buildWarehouseSim(options);
  await sim.app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = sim.app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  return { ...sim, url: `http://${options.host ?? '127.0.0.1'}:${port}` };
}
