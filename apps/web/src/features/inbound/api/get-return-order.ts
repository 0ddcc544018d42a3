import { useQuery } from '@tanstack/react-query';
import { orderEndpoints, type OrderDetailDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';
import { inboundKeys } from './inbound-keys.ts';

/** The order a return is registered from (its shipped and returned figures per line). */
export const getReturnOrder = (orderId: number, signal?: AbortSignal) =>
  http.getData<OrderDetailDto>(orderEndpoints.show.url({ id: orderId }), undefined, signal);

// The bound moves with every return: the form starts from the figures of now.
export const useReturnOrder = (orderId: number) =>
  useQuery(
    currentRecordQuery(inboundKeys.returnOrder(orderId), (signal) =>
      getReturnOrder(orderId, signal),
    ),
  );
