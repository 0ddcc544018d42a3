import { useMutation } from '@tanstack/react-query';
import { customerReturnEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

/** 返品取得: a background process reads the warehouse's returns; the header shows its progress. */
export const fetchCustomerReturns = (warehouseId: number) =>
  http.postData<ProcessDto>(customerReturnEndpoints.fetch.path, { warehouseId });

export const useFetchReturns = () => useMutation({ mutationFn: fetchCustomerReturns });
