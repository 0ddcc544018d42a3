import { shippingNgEndpoints as endpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 出荷指示をキャンセル: the instruction closes and its allocation is given back. */
export const cancelShippingNg = ({ id, version }: { id: number; version: number }) =>
  http.post<ShippingAnswer>(endpoints.cancel.url({ id }), { version }).then((r) => r.data);

export const useCancelShippingNg = () => useShippingMutation(cancelShippingNg);
