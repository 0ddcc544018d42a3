import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CsvEncoding, Page } from '@logi/shared';
import type { OrganisationScope } from '../db/organisation-scope.ts';
import type { ChunkReader, CsvColumn } from '../http/csv-export.ts';
import { pathId } from '../http/path-id.ts';
import { authOf, scopeOf } from '../modules/auth/index.ts';
import { registerListRoutes } from './list-routes.ts';
import type { Actor } from './resource-writes.ts';

type Endpoint = { path: string };

/** What the six standard routes call: the resource's service, scoped by the session. */
export type ResourceRouteService<Search, Values, Dto> = {
  search(scope: OrganisationScope, search: Search): Promise<Page<Dto>>;
  /** The CSV export's rows, chunk by chunk, in the list's order. */
  exportReader(scope: OrganisationScope, search: Search): ChunkReader<Dto>;
  show(scope: OrganisationScope, id: number): Promise<Dto>;
  store(actor: Actor, values: Values): Promise<Dto>;
  /** `version` must still be current (optimistic lock): an older one answers 409. */
  update(actor: Actor, id: number, values: Values, version: number): Promise<Dto>;
  destroy(actor: Actor, id: number): Promise<void>;
};

export type ResourceRoutes<Search, Values, Dto> = {
  tags: string[];
  endpoints: Record<'search' | 'export' | 'show' | 'store' | 'update' | 'destroy', Endpoint>;
  responses: Record<'search' | 'show' | 'store' | 'update', z.ZodType>;
  schemas: {
    search: z.ZodType<Search>;
    export: z.ZodType<Search & { encoding: CsvEncoding }>;
    form: z.ZodType<Values>;
    update: z.ZodType<Values & { version: number }>;
  };
  /** The 404 of a path id that names no row of the organisation. */
  notFoundMessage: string;
  service: ResourceRouteService<Search, Values, Dto>;
  csv: { title: string; columns: readonly CsvColumn<Dto>[] };
};

const idParams = z.object({ id: z.string() });

/** The signed-in user acting in the session's organisation. */
export const actorOf = (request: FastifyRequest): Actor => ({
  scope: scopeOf(request),
  userId: authOf(request).userId,
});

/**
 * The six routes every resource has (search, export, show, store → 201, update at a version,
 * destroy → 204), under the shared contract's paths and schemas. Extra routes go beside it.
 */
export function registerResourceRoutes<Search, Values, Dto>(
  app: FastifyInstance,
  {
    tags,
    endpoints,
    responses,
    schemas,
    notFoundMessage,
    service,
    csv,
  }: ResourceRoutes<Search, Values, Dto>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const idOf = (request: { params: { id: string } }) => pathId(request.params.id, notFoundMessage);

  registerListRoutes(app, {
    tags,
    endpoints,
    response: responses.search,
    schemas,
    search: (scope, search) => service.search(scope, search),
    exportReader: (scope, search) => service.exportReader(scope, search),
    csv,
  });

  r.get(
    endpoints.show.path,
    { schema: { tags, params: idParams, response: { 200: responses.show } } },
    async (request) => ({ data: await service.show(scopeOf(request), idOf(request)) }),
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: schemas.form, response: { 201: responses.store } } },
    async (request, reply) => {
      const created = await service.store(actorOf(request), request.body as Values);
      return reply.status(201).send({ data: created });
    },
  );

  r.put(
    endpoints.update.path,
    {
      schema: { tags, params: idParams, body: schemas.update, response: { 200: responses.update } },
    },
    async (request) => {
      const id = idOf(request);
      const { version, ...values } = request.body as Values & { version: number };
      return { data: await service.update(actorOf(request), id, values as Values, version) };
    },
  );

  r.delete(
    endpoints.destroy.path,
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      const id = idOf(request);
      await service.destroy(actorOf(request), id);
      return reply.status(204).send();
    },
  );
}
