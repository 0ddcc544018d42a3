import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fulfilmentEndpoints as endpoints, type PickingBatchDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { ORDER_WORK_KEY } from '../../../lib/order-work/order-work-keys.ts';

export type StoredPickingBatch = PickingBatchDto & {
  skipped: { orderNumber: string; reason: string }[];
};

/** ピッキングリスト印刷: the checked parcels become one batch (出荷作業中); some may be skipped. */
export const storePickingBatch = (instructionIds: number[]) =>
  http.postData<StoredPickingBatch>(endpoints.batchStore.path, { instructionIds });

export const useStorePickingBatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: storePickingBatch,
    // The parcels' status changes: every order list and count refreshes.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ORDER_WORK_KEY }),
  });
};
