import { shippingNgEndpoints as endpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 出荷可能数で再送: short lines shrink to what the warehouse can ship; the rest is re-sent. */
export const reduceShippingNg = ({ id, version }: { id: number; version: number }) =>
  http.post<ShippingAnswer>(endpoints.reduce.url({ id }), { version }).then((r) => r.data);

export const useReduceShippingNg = () => useShippingMutation(reduceShippingNg);
