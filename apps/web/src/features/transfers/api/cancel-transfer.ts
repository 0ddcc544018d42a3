import { transferEndpoints, type TransferDetailDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { transferKeys } from './transfer-keys.ts';

/** キャンセル before the destination receives: 移動中 goes back to the source. */
export const cancelTransfer = (id: number) =>
  http.postData<TransferDetailDto>(transferEndpoints.cancel.url({ id }));

export const useCancelTransfer = () => useRefreshingMutation(cancelTransfer, transferKeys.all);
