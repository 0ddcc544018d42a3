import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Page } from '@logi/shared';
import type { OrganisationScope } from '../db/organisation-scope.ts';
import { orEmpty } from '../http/empty-body.ts';
import { pathId } from '../http/path-id.ts';
import { scopeOf } from '../modules/auth/index.ts';
import { actorOf } from './resource-routes.ts';
import type { Actor } from './resource-writes.ts';

type Endpoint = { path: string };
type Verb = 'search' | 'store' | 'show' | 'cancel';

/** A workflow document's four routes (在庫移動, 棚卸): its list, registration, page and cancel. */
export type DocumentRoutes<Search, Values, Row, Detail> = {
  tags: string[];
  endpoints: Record<Verb, Endpoint>;
  responses: Record<Verb, z.ZodType>;
  schemas: { search: z.ZodType<Search>; store: z.ZodType<Values> };
  /** OpenAPI summaries of the two commands whose effect the name does not tell. */
  summaries: { store: string; cancel?: string };
  /** The 404 of a path id that names no row of the organisation. */
  notFoundMessage: string;
  search(scope: OrganisationScope, search: Search): Promise<Page<Row>>;
  store(actor: Actor, values: Values): Promise<Detail>;
  show(scope: OrganisationScope, id: number): Promise<Detail>;
  cancel(actor: Actor, id: number): Promise<Detail>;
};

const config = { access: 'signedIn' } as const;
const params = z.object({ id: z.string() });

/** Registers the four routes (store → 201) for signed-in users; a document's own routes go beside. */
export function registerDocumentRoutes<Search, Values, Row, Detail>(
  app: FastifyInstance,
  routes: DocumentRoutes<Search, Values, Row, Detail>,
) {
  const { tags, endpoints, responses, schemas, summaries } = routes;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const idOf = (request: { params: { id: string } }) =>
    pathId(request.params.id, routes.notFoundMessage);

  r.post(
    endpoints.search.path,
    {
      config,
      schema: { tags, body: orEmpty(schemas.search), response: { 200: responses.search } },
    },
    async (request) => ({ data: await routes.search(scopeOf(request), request.body as Search) }),
  );

  r.post(
    endpoints.store.path,
    {
      config,
      schema: {
        tags,
        summary: summaries.store,
        body: schemas.store,
        response: { 201: responses.store },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await routes.store(actorOf(request), request.body as Values) }),
  );

  r.get(
    endpoints.show.path,
    { config, schema: { tags, params, response: { 200: responses.show } } },
    async (request) => ({ data: await routes.show(scopeOf(request), idOf(request)) }),
  );

  r.post(
    endpoints.cancel.path,
    {
      config,
      schema: { tags, summary: summaries.cancel, params, response: { 200: responses.cancel } },
    },
    async (request) => ({ data: await routes.cancel(actorOf(request), idOf(request)) }),
  );
}
