import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  fulfilmentEndpoints as endpoints,
  fulfilmentResponses as responses,
  inspectionCompleteSchema,
  inspectionLookupSchema,
  trackingImportQuerySchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import { csvRejectionSchema, type UploadSlots, withRawCsvBodies } from '../product-import/index.ts';
import { completeInspection, lookupParcel } from './inspection.service.ts';
import { importTrackingNumbers } from './tracking-import.service.ts';

const tags = ['fulfilment'];

/** 検品 (lookup by scan, 検品完了) and 伝票番号の取込 of 出荷作業 (issue 26). */
export async function inspectionRoutes(
  app: FastifyInstance,
  { db, uploads }: { db: Database; uploads: UploadSlots },
) {
  await withRawCsvBodies(app, (scope) => trackingImportRoute(scope, db, uploads));
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.inspectionLookup.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: '検品: the parcel of a scanned order number or 出荷指示番号',
        body: inspectionLookupSchema,
        response: { 200: responses.inspectionLookup },
      },
    },
    async (request) => ({ data: await lookupParcel(db, scopeOf(request), request.body.code) }),
  );

  r.post(
    endpoints.inspectionComplete.path,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: '検品完了: 検品済, or 出荷済 at once with a tracking number',
        description:
          'The scans are checked against the parcel again: a product not in it, a piece short or ' +
          'one too many refuses it (422) and nothing changes. A parcel already 検品済 is refused.',
        body: inspectionCompleteSchema,
        response: { 200: responses.inspectionComplete },
      },
    },
    async (request) => ({ data: await completeInspection(db, actorOf(request), request.body) }),
  );
}

/** 伝票番号の取込: all or nothing, refused rows in the `行目` shape; one of the server's upload slots. */
function trackingImportRoute(app: FastifyInstance, db: Database, uploads: UploadSlots) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    endpoints.trackingImport.path,
    {
      config: { access: 'signedIn' },
      ...uploads.routeOptions,
      schema: {
        tags,
        summary: '伝票番号の取込: a carrier’s issued-data CSV ships its parcels',
        querystring: trackingImportQuerySchema,
        response: { 200: responses.trackingImport, 422: csvRejectionSchema },
      },
    },
    (request, reply) =>
      uploads.answer(request, reply, async (bytes) => {
        const { carrier, encoding } = request.query;
        return {
          data: await importTrackingNumbers(db, actorOf(request), carrier, bytes, encoding),
        };
      }),
  );
}
