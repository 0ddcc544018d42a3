import {
  customerReturnEndpoints,
  type CustomerReturnDto,
  type CustomerReturnFormValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useInboundMutation } from './inbound-mutation.ts';

export const storeCustomerReturn = (values: CustomerReturnFormValues) =>
  http
    .post<{ data: CustomerReturnDto }>(customerReturnEndpoints.store.path, values)
    .then((r) => r.data);

export const useStoreReturn = () => useInboundMutation(storeCustomerReturn);
