import { shippingEndpoints as endpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useShippingMutation, type ShippingAnswer } from './shipping-mutation.ts';

/** 出荷状況を取得: the warehouses' statuses, shipments and 出荷不可 (background processes). */
export const fetchShippingResults = () =>
  http.post<ShippingAnswer>(endpoints.fetch.path).then((r) => r.data);

export const useFetchShippingResults = () => useShippingMutation(fetchShippingResults);
