import { receivingScheduleEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useInboundMutation } from './inbound-mutation.ts';

/** 入荷予定送信: a background process sends the schedule to its warehouse. */
export const sendReceivingSchedule = (id: number) =>
  http.postData<ProcessDto>(receivingScheduleEndpoints.send.url({ id }));

export const useSendSchedule = () => useInboundMutation(sendReceivingSchedule);
