import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DELIVERY_CARRIERS,
  fulfilmentEndpoints as endpoints,
  labelFileQuerySchema,
  PICKING_BATCH_MESSAGES as M,
  pickingListQuerySchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { contentDisposition, csvContentType } from '../../http/csv-export.ts';
import { pathId } from '../../http/path-id.ts';
import { batchDocumentSource } from '../../read-models/fulfilment/index.ts';
import { scopeOf } from '../auth/index.ts';
import { deliveryNoteBatchOf, pickingBatchOf } from './batch-documents.ts';
import { batchLabelFile } from './batch-label-file.ts';
import { documentRenderers } from './documents/lazy-renderers.ts';

const tags = ['fulfilment'];
const params = z.object({ id: z.string() });

/** A file to download, named for the batch, never cached. */
const sendFile = (reply: FastifyReply, type: string, filename: string, bytes: Buffer) =>
  reply
    .header('content-type', type)
    .header('content-disposition', contentDisposition(filename))
    .header('cache-control', 'no-store')
    .send(bytes);

/** A picking batch's files: ピッキングリスト and 納品書 (PDF), 送り状データ per carrier (CSV). */
export async function batchFileRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const sourceOf = (scope: ReturnType<typeof scopeOf>, id: string) =>
    batchDocumentSource(db, scope, pathId(id, M.batchNotFound));

  r.get(
    endpoints.pickingList.path,
    {
      config: { access: 'signedIn' },
      schema: { tags, params, querystring: pickingListQuerySchema },
    },
    async (request, reply) => {
      const source = await sourceOf(scopeOf(request), request.params.id);
      const { parts } = request.query;
      const { renderPickingList } = await documentRenderers();
      const pdf = await renderPickingList(pickingBatchOf(source, new Date()), {
        total: parts !== 'per_order',
        perOrder: parts !== 'total',
      });
      return sendFile(reply, 'application/pdf', `ピッキングリスト_${source.batch.number}.pdf`, pdf);
    },
  );

  r.get(
    endpoints.deliveryNotes.path,
    { config: { access: 'signedIn' }, schema: { tags, params } },
    async (request, reply) => {
      const source = await sourceOf(scopeOf(request), request.params.id);
      const { renderDeliveryNotes } = await documentRenderers();
      const pdf = await renderDeliveryNotes(deliveryNoteBatchOf(source, new Date()));
      return sendFile(reply, 'application/pdf', `納品書_${source.batch.number}.pdf`, pdf);
    },
  );

  r.get(
    endpoints.labelFile.path,
    { config: { access: 'signedIn' }, schema: { tags, params, querystring: labelFileQuerySchema } },
    async (request, reply) => {
      const source = await sourceOf(scopeOf(request), request.params.id);
      const { carrier } = request.query;
      const csv = batchLabelFile(source, carrier);
      const filename = `送り状_${DELIVERY_CARRIERS[carrier]}_${source.batch.number}.csv`;
      return sendFile(reply, csvContentType('sjis'), filename, csv);
    },
  );
}
