import { useMutation, useQueryClient } from '@tanstack/react-query';
import { stockEndpoints } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';

/** Adopts the warehouse's figures of the chosen rows (連携反映). */
export const adoptWarehouseFigures = (reportIds: number[]) =>
  http
    .post<{ data: { adopted: number } }>(stockEndpoints.diffAdopt.path, { reportIds })
    .then((r) => r.data);

export function useAdoptWarehouseFigures() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: adoptWarehouseFigures,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: stockKeys.all }),
  });
}
