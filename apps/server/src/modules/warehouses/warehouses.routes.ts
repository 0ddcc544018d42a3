import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTIVE_LABELS,
  PAGE_TITLES,
  WAREHOUSE_FIELD_LABELS as LABELS,
  WAREHOUSE_IN_USE_LABELS,
  WAREHOUSE_TYPES,
  warehouseExportSchema,
  warehouseEndpoints as endpoints,
  warehouseFormSchema,
  warehouseResponses as responses,
  warehouseSearchSchema,
  warehouseUpdateSchema,
  type WarehouseDto,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { csvFilename, sendCsv, type CsvColumn } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import { searchWarehouseRows } from './warehouses.repository.ts';
import {
  WAREHOUSE_NOT_FOUND,
  warehousesService,
  type WarehouseUsage,
} from './warehouses.service.ts';

const tags = ['warehouses'];
const idParams = z.object({ id: z.string() });
// A search without a body (Fastify hands the validator null) means "no filters".
const searchBody = z.preprocess((body) => body ?? {}, warehouseSearchSchema);
const exportBody = z.preprocess((body) => body ?? {}, warehouseExportSchema);

const CSV_COLUMNS: CsvColumn<WarehouseDto>[] = [
  { header: LABELS.code, value: (row) => row.code },
  { header: LABELS.name, value: (row) => row.name },
  { header: LABELS.type, value: (row) => WAREHOUSE_TYPES[row.type] },
  { header: LABELS.inUse, value: (row) => WAREHOUSE_IN_USE_LABELS[`${row.inUse}`] },
  { header: LABELS.appSettingId, value: (row) => row.appSettingName },
  { header: LABELS.postalCode, value: (row) => row.postalCode },
  { header: LABELS.prefecture, value: (row) => row.prefecture },
  { header: LABELS.city, value: (row) => row.city },
  { header: LABELS.town, value: (row) => row.town },
  { header: LABELS.building, value: (row) => row.building },
  { header: LABELS.phone, value: (row) => row.phone },
  { header: LABELS.cutoffTime, value: (row) => row.cutoffTime },
  { header: LABELS.isActive, value: (row) => ACTIVE_LABELS[`${row.isActive}`] },
];

/** 倉庫 (warehouses): the organisation's own, from the session's scope. */
export async function warehousesRoutes(
  app: FastifyInstance,
  { db, usages = [] }: { db: Database; usages?: readonly WarehouseUsage[] },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = warehousesService(db, usages);
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
    async (request) => ({
      data: await service.show(scopeOf(request), pathId(request.params.id, WAREHOUSE_NOT_FOUND)),
    }),
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: warehouseFormSchema, response: { 201: responses.store } } },
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
        body: warehouseUpdateSchema,
        response: { 200: responses.update },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, WAREHOUSE_NOT_FOUND);
      const { version, ...values } = request.body;
      return { data: await service.update(actorOf(request), id, values, version) };
    },
  );

  r.delete(
    endpoints.destroy.path,
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      await service.destroy(actorOf(request), pathId(request.params.id, WAREHOUSE_NOT_FOUND));
      return reply.status(204).send();
    },
  );

  r.post(endpoints.export.path, { schema: { tags, body: exportBody } }, async (request, reply) => {
    const { encoding, ...search } = request.body;
    const scope = scopeOf(request);
    return sendCsv(reply, {
      filename: csvFilename(PAGE_TITLES.warehouses.list),
      encoding,
      columns: CSV_COLUMNS,
      read: async (offset, limit) =>
        service.dtosOf(scope, await searchWarehouseRows(db, scope, search, { offset, limit })),
    });
  });
}
