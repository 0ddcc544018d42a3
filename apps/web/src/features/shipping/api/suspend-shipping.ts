import { shippingEndpoints as endpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 出荷保留 of the checked orders. */
export const suspendShipping = (orderIds: number[]) =>
  http.post<ShippingAnswer>(endpoints.suspend.path, { orderIds }).then((r) => r.data);

export const useSuspendShipping = () => useShippingMutation(suspendShipping);
