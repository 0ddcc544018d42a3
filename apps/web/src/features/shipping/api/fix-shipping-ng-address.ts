import { shippingNgEndpoints as endpoints, type ShippingNgAddressInput } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 住所を修正して再送. */
export const fixShippingNgAddress = ({
  id,
  values,
}: {
  id: number;
  values: ShippingNgAddressInput;
}) => http.post<ShippingAnswer>(endpoints.fixAddress.url({ id }), values).then((r) => r.data);

export const useFixShippingNgAddress = () => useShippingMutation(fixShippingNgAddress);
