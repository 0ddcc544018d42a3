import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  INBOUND_KIND_LABELS,
  INBOUND_MESSAGES,
  INBOUND_STATUSES,
  PAGE_TITLES,
  receivingScheduleCancelSchema,
  receivingScheduleEndpoints as endpoints,
  receivingScheduleExportSchema,
  receivingScheduleFormSchema,
  receivingScheduleReceiveSchema,
  receivingScheduleResponses as responses,
  receivingScheduleSearchSchema,
  receivingScheduleUpdateSchema,
  type ReceivingScheduleDto,
  type ReceivingScheduleSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { CsvColumn } from '../../http/csv-export.ts';
import { registerListRoutes } from '../../resource/list-routes.ts';
import { pathId } from '../../http/path-id.ts';
import { actorOf } from '../../resource/resource-routes.ts';
import { scopeOf } from '../auth/index.ts';
import {
  receivingScheduleExportReader,
  searchReceivingSchedules,
  showReceivingSchedule,
} from '../../read-models/receiving/index.ts';
import {
  fetchScheduleResults,
  receiveReceivingSchedule,
  resendReceivingSchedule,
} from './receiving-schedule-actions.service.ts';
import {
  cancelReceivingSchedule,
  storeReceivingSchedule,
  updateReceivingSchedule,
} from './receiving-schedules.service.ts';

const CSV_COLUMNS: CsvColumn<ReceivingScheduleDto>[] = [
  { header: '入荷予定番号', value: (row) => row.number },
  { header: '入荷区分', value: (row) => INBOUND_KIND_LABELS[row.kind] },
  { header: '入荷予定日', value: (row) => row.scheduledDate },
  { header: '入荷先', value: (row) => row.warehouseName },
  { header: 'ベンダー', value: (row) => row.vendorName },
  { header: '仕入先', value: (row) => row.supplierName },
  { header: 'ステータス', value: (row) => INBOUND_STATUSES[row.status].label },
  { header: '予定数', value: (row) => row.scheduledTotal },
  { header: '入荷数', value: (row) => row.receivedTotal },
  { header: '不良数', value: (row) => row.nonSellableTotal },
  { header: '配送業者', value: (row) => row.carrier },
  { header: '個口数', value: (row) => row.parcelCount },
  { header: '備考', value: (row) => row.note },
];

const tags = ['receiving_schedules'];
const params = z.object({ id: z.string() });
const idOf = (request: { params: { id: string } }) =>
  pathId(request.params.id, INBOUND_MESSAGES.scheduleNotFound);

/** 入荷予定: list, CSV, detail, register, edit, cancel, receive, re-send and 結果取得. */
export async function receivingSchedulesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  registerListRoutes(app, {
    tags,
    endpoints,
    response: responses.search,
    schemas: { search: receivingScheduleSearchSchema, export: receivingScheduleExportSchema },
    search: (scope, search: ReceivingScheduleSearch) => searchReceivingSchedules(db, scope, search),
    exportReader: (scope, search) => receivingScheduleExportReader(db, scope, search),
    csv: { title: PAGE_TITLES.receivingSchedules.list, columns: CSV_COLUMNS },
  });

  r.get(
    endpoints.show.path,
    { schema: { tags, params, response: { 200: responses.show } } },
    async (request) => ({ data: await showReceivingSchedule(db, scopeOf(request), idOf(request)) }),
  );

  r.post(
    endpoints.store.path,
    { schema: { tags, body: receivingScheduleFormSchema, response: { 201: responses.store } } },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await storeReceivingSchedule(db, actorOf(request), request.body) }),
  );

  r.put(
    endpoints.update.path,
    {
      schema: {
        tags,
        params,
        body: receivingScheduleUpdateSchema,
        response: { 200: responses.update },
      },
    },
    async (request) => {
      const id = idOf(request);
      return { data: await updateReceivingSchedule(db, actorOf(request), id, request.body) };
    },
  );

  r.post(
    endpoints.cancel.path,
    {
      schema: {
        tags,
        params,
        body: receivingScheduleCancelSchema,
        response: { 200: responses.cancel },
      },
    },
    async (request) => {
      const id = idOf(request);
      return { data: await cancelReceivingSchedule(db, actorOf(request), id, request.body) };
    },
  );

  r.post(
    endpoints.receive.path,
    {
      schema: {
        tags,
        params,
        body: receivingScheduleReceiveSchema,
        response: { 200: responses.receive },
      },
    },
    async (request) => {
      const id = idOf(request);
      return { data: await receiveReceivingSchedule(db, actorOf(request), id, request.body) };
    },
  );

  r.post(
    endpoints.send.path,
    { schema: { tags, params, response: { 202: responses.send } } },
    async (request, reply) => {
      const id = idOf(request);
      const process = await resendReceivingSchedule(db, actorOf(request), id);
      return reply.code(202).send({ data: process });
    },
  );

  r.post(
    endpoints.fetchResults.path,
    { schema: { tags, params, response: { 202: responses.fetchResults } } },
    async (request, reply) => {
      const id = idOf(request);
      const process = await fetchScheduleResults(db, actorOf(request), id);
      return reply.code(202).send({ data: process });
    },
  );
}
