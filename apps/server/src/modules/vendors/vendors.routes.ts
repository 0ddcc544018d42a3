import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  vendorEndpoints as endpoints,
  vendorExportSchema,
  vendorFormSchema,
  vendorResponses as responses,
  vendorSearchSchema,
  vendorUpdateSchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { csvFilename, sendCsv } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { VENDOR_CSV_COLUMNS, VENDOR_CSV_TITLE } from './vendors.csv.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import {
  changeVendor,
  vendorExportReader,
  destroyVendor,
  searchVendorPage,
  showVendor,
  storeVendor,
  VENDOR_NOT_FOUND,
} from './vendors.service.ts';

const tags = ['vendors'];
const idParams = z.object({ id: z.string() });
// A search without a body (Fastify hands the validator null) means "no filters".
const searchBody = z.preprocess((body) => body ?? {}, vendorSearchSchema);
const exportBody = z.preprocess((body) => body ?? {}, vendorExportSchema);

/** ベンダー (vendors): the organisation's own, from the session's scope. */
export async function vendorsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.search.path,
    { schema: { tags, body: searchBody, response: { 200: responses.search } } },
    async (request) => ({ data: await searchVendorPage(db, scopeOf(request), request.body) }),
  );

  r.post(endpoints.export.path, { schema: { tags, body: exportBody } }, async (request, reply) => {
    const { encoding, ...search } = request.body;
    return sendCsv(reply, {
      filename: csvFilename(VENDOR_CSV_TITLE),
      encoding,
      columns: VENDOR_CSV_COLUMNS,
      read: vendorExportReader(db, scopeOf(request), search),
    });
  });

  r.get(
    endpoints.show.path,
    { schema: { tags, params: idParams, response: { 200: responses.show } } },
    async (request) => {
      const id = pathId(request.params.id, VENDOR_NOT_FOUND);
      return { data: await showVendor(db, scopeOf(request), id) };
    },
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: vendorFormSchema, response: { 201: responses.store } } },
    async (request, reply) => {
      const userId = authOf(request).userId;
      const created = await storeVendor(db, scopeOf(request), request.body, userId);
      return reply.status(201).send({ data: created });
    },
  );

  r.put(
    endpoints.update.path,
    {
      schema: {
        tags,
        params: idParams,
        body: vendorUpdateSchema,
        response: { 200: responses.update },
      },
    },
    async (request) => {
      const id = pathId(request.params.id, VENDOR_NOT_FOUND);
      const { version, ...values } = request.body;
      const userId = authOf(request).userId;
      return { data: await changeVendor(db, scopeOf(request), id, values, { version, userId }) };
    },
  );

  r.delete(
    endpoints.destroy.path,
    { schema: { tags, params: idParams } },
    async (request, reply) => {
      const id = pathId(request.params.id, VENDOR_NOT_FOUND);
      await destroyVendor(db, scopeOf(request), id, authOf(request).userId);
      return reply.status(204).send();
    },
  );
}
