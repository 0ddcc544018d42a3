import { shippingEndpoints as endpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 出荷指示: instructions for the checked 引当済 orders. */
export const sendShippingInstructions = (orderIds: number[]) =>
  http.post<ShippingAnswer>(endpoints.send.path, { orderIds }).then((r) => r.data);

export const useSendShippingInstructions = () => useShippingMutation(sendShippingInstructions);
