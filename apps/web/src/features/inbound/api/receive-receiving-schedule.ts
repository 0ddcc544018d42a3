import { receivingScheduleEndpoints, type ReceivingScheduleReceiveValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import type { ReceivingScheduleAnswer } from './get-receiving-schedule.ts';
import { useInboundMutation } from './inbound-mutation.ts';

/** 入荷 recorded by hand (own warehouses): the received quantities per line. */
export const receiveReceivingSchedule = ({
  id,
  values,
}: {
  id: number;
  values: ReceivingScheduleReceiveValues;
}) =>
  http
    .post<ReceivingScheduleAnswer>(receivingScheduleEndpoints.receive.url({ id }), values)
    .then((r) => r.data);

export const useReceiveSchedule = () => useInboundMutation(receiveReceivingSchedule);
