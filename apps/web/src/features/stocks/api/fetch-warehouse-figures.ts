import { useMutation } from '@tanstack/react-query';
import { stockEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

/** 在庫検索 on a warehouse: a background process; the header shows its progress. */
export const fetchWarehouseFigures = (warehouseId: number) =>
  http.postData<ProcessDto>(stockEndpoints.diffFetch.path, { warehouseId });

export const useFetchWarehouseFigures = () => useMutation({ mutationFn: fetchWarehouseFigures });
