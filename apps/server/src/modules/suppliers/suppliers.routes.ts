import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  supplierEndpoints as endpoints,
  supplierExportSchema,
  supplierFormSchema,
  supplierResponses as responses,
  supplierSearchSchema,
  supplierUpdateSchema,
} from '@logi/shared';
import { csvFilename, sendCsv } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { SUPPLIER_CSV_COLUMNS, SUPPLIER_CSV_TITLE } from './suppliers.csv.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import {
  changeSupplier,
  supplierExportReader,
  destroySupplier,
  searchSupplierPage,
  showSupplier,
  storeSupplier,
  SUPPLIER_NOT_FOUND,
  type SupplierDeps,
} from './suppliers.service.ts';

const tags = ['suppliers'];
const idParams = z.object({ id: z.string() });
// A search without a body (Fastify hands the validator null) means "no filters".
const searchBody = z.preprocess((body) => body ?? {}, supplierSearchSchema);
const exportBody = z.preprocess((body) => body ?? {}, supplierExportSchema);

/** 仕入先 (suppliers): the organisation's own, from the session's scope. */
export async function suppliersRoutes(app: FastifyInstance, deps: SupplierDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.search.path,
    { schema: { tags, body: searchBody, response: { 200: responses.search } } },
    async (request) => ({ data: await searchSupplierPage(db, scopeOf(request), request.body) }),
  );

  r.post(endpoints.export.path, { schema: { tags, body: exportBody } }, async (request, reply) => {
    const { encoding, ...search } = request.body;
    return sendCsv(reply, {
      filename: csvFilename(SUPPLIER_CSV_TITLE),
      encoding,
      columns: SUPPLIER_CSV_COLUMNS,
      read: supplierExportReader(db, scopeOf(request), search),
    });
  });

  r.get(
    endpoints.show.path,
    { schema: { tags, params: idParams, response: { 200: responses.show } } },
    async (request) => {
      const id = pathId(request.params.id, SUPPLIER_NOT_FOUND);
      return { data: await showSupplier(db, scopeOf(request), id) };
    },
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: supplierFormSchema, response: { 201: responses.store } } },
    async (request, reply) => {
      const userId = authOf(request).userId;
      const created = await storeSupplier(db, scopeOf(request), request.body, userId);
      return reply.status(201).send({ data: created });
    },
  );

  r.put(
    endpoints.update.path,
    {
      schema: {
        tags,
        params: idParams,
        body: supplierUpdateSchema,
        response: { 200: responses.update },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, SUPPLIER_NOT_FOUND);
      const { version, ...values } = request.body;
      const userId = authOf(request).userId;
      return { data: await changeSupplier(db, scopeOf(request), id, values, { version, userId }) };
    },
  );

  r.delete(
    endpoints.destroy.path,
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      const id = pathId(request.params.id, SUPPLIER_NOT_FOUND);
      await destroySupplier(deps, scopeOf(request), id, authOf(request).userId);
      return reply.status(204).send();
    },
  );
}
