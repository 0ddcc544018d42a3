import { useQuery } from '@tanstack/react-query';
import { shippingNgEndpoints as endpoints, type ShippingNgDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shippingKeys } from './shipping-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

/** One instruction of the 出荷不可リスト, with the recipient and the lines. */
export const getShippingNg = (id: number, signal?: AbortSignal) =>
  http.getData<ShippingNgDto>(endpoints.show.url({ id }), undefined, signal);

// A fix starts from what the server holds now, not from a cached copy.
export const shippingNgQueryOptions = (id: number) =>
  currentRecordQuery(shippingKeys.ngDetail(id), (signal) => getShippingNg(id, signal));

export const useShippingNg = (id: number) => useQuery(shippingNgQueryOptions(id));
