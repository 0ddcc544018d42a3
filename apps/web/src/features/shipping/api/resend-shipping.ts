import { shippingEndpoints as endpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 再送信: the checked orders' 連携エラー instructions go to their warehouse again. */
export const resendShipping = (orderIds: number[]) =>
  http.post<ShippingAnswer>(endpoints.resend.path, { orderIds }).then((r) => r.data);

export const useResendShipping = () => useShippingMutation(resendShipping);
