import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockEndpoints, type StockDto, type StockStoreValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';

export const storeStock = (values: StockStoreValues) =>
  http.post<{ data: StockDto }>(stockEndpoints.store.path, values).then((r) => r.data);

export function useStoreStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storeStock,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
