import {
  customerReturnEndpoints,
  type CustomerReturnDto,
  type CustomerReturnFormValues,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useInboundMutation } from './inbound-mutation.ts';

export const storeCustomerReturn = (values: CustomerReturnFormValues) =>
  http.postData<CustomerReturnDto>(customerReturnEndpoints.store.path, values);

export const useStoreReturn = () => useInboundMutation(storeCustomerReturn);
