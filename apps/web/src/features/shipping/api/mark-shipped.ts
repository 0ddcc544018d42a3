import { shippingEndpoints as endpoints, type MarkShippedValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 出荷済にする (own warehouse): the parcel's carrier, tracking number and date. */
export const markShipped = (values: MarkShippedValues) =>
  http.post<ShippingAnswer>(endpoints.markShipped.path, values).then((r) => r.data);

export const useMarkShipped = () => useShippingMutation(markShipped);
