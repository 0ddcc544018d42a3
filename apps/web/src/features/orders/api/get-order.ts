import { useQuery } from '@tanstack/react-query';
import { orderEndpoints as endpoints, type OrderDetailDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { orderKeys } from './order-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

/** One order with its lines and allocation decisions. */
export const getOrder = (id: number, signal?: AbortSignal) =>
  http.getData<OrderDetailDto>(endpoints.show.url({ id }), undefined, signal);

// The actions offered depend on the status the server holds now.
export const orderQueryOptions = (id: number) =>
  currentRecordQuery(orderKeys.order(id), (signal) => getOrder(id, signal));

export const useOrder = (id: number) => useQuery(orderQueryOptions(id));
