import { shippingNgEndpoints as endpoints, type ShippingNgCancelLinesValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 明細をキャンセルして再送. */
export const cancelShippingNgLines = ({
  id,
  values,
}: {
  id: number;
  values: ShippingNgCancelLinesValues;
}) => http.post<ShippingAnswer>(endpoints.cancelLines.url({ id }), values).then((r) => r.data);

export const useCancelShippingNgLines = () => useShippingMutation(cancelShippingNgLines);
