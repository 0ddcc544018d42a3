import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  stockEndpoints,
  type Page,
  type ProcessDto,
  type StockDiffDto,
  type StockDiffSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';

/** 在庫差異: ours against the warehouses' reported figures. */
export const useStockDiffSearch = (search: StockDiffSearchInput) =>
  useQuery({
    queryKey: stockKeys.diff(search),
    queryFn: () =>
      http
        .post<{ data: Page<StockDiffDto> }>(stockEndpoints.diffSearch.path, search)
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });

/** Adopts the warehouse's figures of the chosen rows (連携反映). */
export function useAdoptWarehouseFigures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportIds: number[]) =>
      http
        .post<{ data: { adopted: number } }>(stockEndpoints.diffAdopt.path, { reportIds })
        .then((r) => r.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}

/** 在庫検索 on a warehouse: a background process; the header shows its progress. */
export const useFetchWarehouseFigures = () =>
  useMutation({
    mutationFn: (warehouseId: number) =>
      http
        .post<{ data: ProcessDto }>(stockEndpoints.diffFetch.path, { warehouseId })
        .then((r) => r.data),
  });
