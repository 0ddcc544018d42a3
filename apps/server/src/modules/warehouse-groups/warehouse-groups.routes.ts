import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PAGE_TITLES,
  WAREHOUSE_GROUP_FIELD_LABELS as LABELS,
  warehouseGroupExportSchema,
  warehouseGroupEndpoints as endpoints,
  warehouseGroupFormSchema,
  warehouseGroupResponses as responses,
  warehouseGroupSearchSchema,
  warehouseGroupUpdateSchema,
  type WarehouseGroupDto,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { csvFilename, sendCsv, type CsvColumn } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import { searchGroupRows } from './warehouse-groups.repository.ts';
import {
  WAREHOUSE_GROUP_NOT_FOUND,
  groupDtos,
  warehouseGroupsService,
  type WarehouseGroupUsage,
} from './warehouse-groups.service.ts';

const tags = ['warehouseGroups'];
const idParams = z.object({ id: z.string() });
// A search without a body (Fastify hands the validator null) means "no filters".
const searchBody = z.preprocess((body) => body ?? {}, warehouseGroupSearchSchema);
const exportBody = z.preprocess((body) => body ?? {}, warehouseGroupExportSchema);

const CSV_COLUMNS: CsvColumn<WarehouseGroupDto>[] = [
  { header: LABELS.name, value: (row) => row.name },
  {
    header: LABELS.members,
    value: (row) => row.members.map((member) => `${member.priority}. ${member.name}`).join(' / '),
  },
];

/** 倉庫グループ (warehouse groups): the organisation's own, from the session's scope. */
export async function warehouseGroupsRoutes(
  app: FastifyInstance,
  { db, usages = [] }: { db: Database; usages?: readonly WarehouseGroupUsage[] },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = warehouseGroupsService(db, usages);
  const actorOf = (request: Parameters<typeof scopeOf>[0]) => ({
    scope: scopeOf(request),
    userId: authOf(request).userId,
  });

  r.post(
    endpoints.search.path,
    { schema: { tags, body: searchBody, response: { 200: responses.search } } },
    async (request) => ({ data: await service.search(scopeOf(request), request.body) }),
  );

  r.get(
    endpoints.show.path,
    { schema: { tags, params: idParams, response: { 200: responses.show } } },
    async (request) => {
      const id = pathId(request.params.id, WAREHOUSE_GROUP_NOT_FOUND);
      return { data: await service.show(scopeOf(request), id) };
    },
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: warehouseGroupFormSchema, response: { 201: responses.store } } },
    async (request, reply) => {
      const created = await service.store(actorOf(request), request.body);
      return reply.status(201).send({ data: created });
    },
  );

  r.put(
    endpoints.update.path,
    {
      schema: {
        tags,
        params: idParams,
        body: warehouseGroupUpdateSchema,
        response: { 200: responses.update },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, WAREHOUSE_GROUP_NOT_FOUND);
      const { version, ...values } = request.body;
      return { data: await service.update(actorOf(request), id, values, version) };
    },
  );

  r.delete(
    endpoints.destroy.path,
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.destroy(actorOf(request), pathId(request.params.id, WAREHOUSE_GROUP_NOT_FOUND));
      return reply.status(204).send();
    },
  );

  r.post(endpoints.export.path, { schema: { tags, body: exportBody } }, async (request, reply) => {
    const { encoding, ...search } = request.body;
    const scope = scopeOf(request);
    return sendCsv(reply, {
      filename: csvFilename(PAGE_TITLES.warehouseGroups.list),
      encoding,
      columns: CSV_COLUMNS,
      read: async (offset, limit) =>
        groupDtos(db, scope, await searchGroupRows(db, scope, search, { offset, limit })),
    });
  });
}
