import { transferEndpoints, type TransferDetailDto, type TransferStoreValues } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { transferKeys } from './transfer-keys.ts';

/** 在庫移動の登録: own → own done at once; to an external warehouse 移動中 until received. */
export const storeTransfer = (values: TransferStoreValues) =>
  http.postData<TransferDetailDto>(transferEndpoints.store.path, values);

export const useStoreTransfer = () => useRefreshingMutation(storeTransfer, transferKeys.all);
