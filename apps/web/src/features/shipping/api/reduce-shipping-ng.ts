import { shippingNgEndpoints as endpoints, type ShippingNgReduceInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 出荷可能数で再送: short lines shrink to what the warehouse can ship; the rest is decided and re-sent. */
export const reduceShippingNg = ({ id, values }: { id: number; values: ShippingNgReduceInput }) =>
  http.post<ShippingAnswer>(endpoints.reduce.url({ id }), values).then((r) => r.data);

export const useReduceShippingNg = () => useShippingMutation(reduceShippingNg);
