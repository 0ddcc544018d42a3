import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  PRODUCT_CSV_COLUMNS,
  productImportEndpoints as endpoints,
  productImportQuerySchema,
  productImportResultSchema,
  productImportValidationSchema,
  productTemplateQuerySchema,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { sendCsvLines } from '../../http/csv-export.ts';
import { authOf, scopeOf } from '../auth/index.ts';
import { acceptRawCsvBodies } from './raw-csv-body.ts';
import { csvRejectionSchema } from './csv-upload-answer.ts';
import type { UploadSlots } from './upload-slots.ts';
import {
  importProductCsv,
  validateProductCsv,
  type ProductImportOptions,
} from './product-import.service.ts';

const tags = ['products'];
const TEMPLATE_FILENAME = '商品CSVテンプレート.csv';

/**
 * 商品CSV登録: the validation pass, the import (at once or in the background) and the template.
 * Each upload takes one of the server's upload slots before its body is read.
 */
export async function productImportRoutes(
  app: FastifyInstance,
  { db, options, uploads }: { db: Database; options: ProductImportOptions; uploads: UploadSlots },
) {
  acceptRawCsvBodies(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    endpoints.validate.path,
    {
      ...uploads.routeOptions,
      schema: {
        tags,
        querystring: productImportQuerySchema,
        response: {
          200: z.object({ data: productImportValidationSchema }),
          422: csvRejectionSchema,
        },
      },
    },
    (request, reply) =>
      uploads.answer(request, reply, async (bytes) => {
        const { encoding, lineBreaks } = request.query;
        return {
          data: await validateProductCsv(db, scopeOf(request), bytes, encoding, lineBreaks),
        };
      }),
  );

  typed.post(
    endpoints.import.path,
    {
      ...uploads.routeOptions,
      schema: {
        tags,
        querystring: productImportQuerySchema,
        response: {
          200: z.object({ data: productImportResultSchema }),
          202: z.object({ data: productImportResultSchema }),
          422: csvRejectionSchema,
        },
      },
    },
    (request, reply) =>
      uploads.answer(request, reply, async (bytes) => {
        const actor = { scope: scopeOf(request), userId: authOf(request).userId };
        const { encoding, lineBreaks } = request.query;
        const data = await importProductCsv(db, actor, bytes, encoding, options, lineBreaks);
        return reply.status(data.processId ? 202 : 200).send({ data });
      }),
  );

  typed.get(
    endpoints.template.path,
    { schema: { tags, querystring: productTemplateQuerySchema } },
    async (request, reply) =>
      sendCsvLines(reply, {
        filename: TEMPLATE_FILENAME,
        encoding: request.query.encoding,
        lines: [
          PRODUCT_CSV_COLUMNS.map((column) => column.header),
          PRODUCT_CSV_COLUMNS.map((column) => column.example),
        ],
      }),
  );
}
