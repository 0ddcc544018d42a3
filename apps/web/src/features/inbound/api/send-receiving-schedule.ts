import { receivingScheduleEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useInboundMutation } from './inbound-mutation.ts';

/** 入荷予定送信: a background process sends the schedule to its warehouse. */
export const sendReceivingSchedule = (id: number) =>
  http.post<{ data: ProcessDto }>(receivingScheduleEndpoints.send.url({ id })).then((r) => r.data);

export const useSendSchedule = () => useInboundMutation(sendReceivingSchedule);
