import { useQuery } from '@tanstack/react-query';
import { receivingScheduleEndpoints, type ReceivingScheduleDetailDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

/** What every receiving-schedule call answers: the schedule with its lines. */
export type ReceivingScheduleAnswer = { data: ReceivingScheduleDetailDto };

export const getReceivingSchedule = (id: number, signal?: AbortSignal) =>
  http
    .get<ReceivingScheduleAnswer>(receivingScheduleEndpoints.show.url({ id }), undefined, signal)
    .then((r) => r.data);

// The edit form and the actions start from what the server holds now.
export const receivingScheduleQueryOptions = (id: number) =>
  currentRecordQuery(inboundKeys.schedule(id), (signal) => getReceivingSchedule(id, signal));

export const useSchedule = (id: number) => useQuery(receivingScheduleQueryOptions(id));
