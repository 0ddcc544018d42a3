import { shippingEndpoints as endpoints, type ShippingCancelValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** キャンセル of the checked orders, with a reason. */
export const cancelShipping = (values: ShippingCancelValues) =>
  http.post<ShippingAnswer>(endpoints.cancel.path, values).then((r) => r.data);

export const useCancelShipping = () => useShippingMutation(cancelShipping);
