import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INBOUND_MESSAGES,
  PAGE_TITLES,
  RETURN_CONDITION_LABELS,
  customerReturnEndpoints as endpoints,
  customerReturnExportSchema,
  customerReturnFetchSchema,
  customerReturnFormSchema,
  customerReturnResponses as responses,
  customerReturnSearchSchema,
  formatReturnedAt,
  type CustomerReturnDto,
  type CustomerReturnSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { CsvColumn } from '../../http/csv-export.ts';
import { registerListRoutes } from '../../resource/list-routes.ts';
import { pathId } from '../../http/path-id.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import {
  customerReturnExportReader,
  searchCustomerReturns,
  showCustomerReturn,
} from '../../read-models/returns/index.ts';
import { fetchCustomerReturns, storeCustomerReturn } from './customer-returns.service.ts';

const CSV_COLUMNS: CsvColumn<CustomerReturnDto>[] = [
  { header: '返品番号', value: (row) => row.returnNumber },
  { header: '受注番号', value: (row) => row.orderNumber },
  { header: 'ショップ', value: (row) => row.shopName },
  { header: '倉庫', value: (row) => row.warehouseName },
  { header: '返品日時', value: (row) => formatReturnedAt(row) },
  { header: '返品理由', value: (row) => row.reason },
  { header: RETURN_CONDITION_LABELS.good, value: (row) => row.goodTotal },
  { header: RETURN_CONDITION_LABELS.defective, value: (row) => row.defectiveTotal },
  { header: '備考', value: (row) => row.note },
];

const tags = ['customer_returns'];
const params = z.object({ id: z.string() });

/** 返品実績: list, CSV, detail, manual registration (own warehouses), 返品実績検索. */
export async function customerReturnsRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  registerListRoutes(app, {
    tags,
    endpoints,
    response: responses.search,
    schemas: { search: customerReturnSearchSchema, export: customerReturnExportSchema },
    search: (scope, search: CustomerReturnSearch) => searchCustomerReturns(db, scope, search),
    exportReader: (scope, search) => customerReturnExportReader(db, scope, search),
    csv: { title: PAGE_TITLES.customerReturns.list, columns: CSV_COLUMNS },
  });

  r.get(
    endpoints.show.path,
    { schema: { tags, params, response: { 200: responses.show } } },
    async (request) => {
      const id = pathId(request.params.id, INBOUND_MESSAGES.returnNotFound);
      return { data: await showCustomerReturn(db, scopeOf(request), id) };
    },
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: customerReturnFormSchema, response: { 201: responses.store } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await storeCustomerReturn(db, actorOf(request), request.body) }),
  );

  r.post(
    endpoints.fetch.path,
    { schema: { tags, body: customerReturnFetchSchema, response: { 202: responses.fetch } } },
    async (request, reply) => {
      const process = await fetchCustomerReturns(db, actorOf(request), request.body.warehouseId);
      return reply.code(202).send({ data: process });
    },
  );
}
