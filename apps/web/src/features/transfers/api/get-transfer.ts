import { useQuery } from '@tanstack/react-query';
import { transferEndpoints, type TransferDetailDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';
import { transferKeys } from './transfer-keys.ts';

/** One transfer with its lines (移動数, 入荷数, 戻し数, 移動中). */
export const getTransfer = (id: number, signal?: AbortSignal) =>
  http.getData<TransferDetailDto>(transferEndpoints.show.url({ id }), undefined, signal);

export const useTransfer = (id: number) =>
  useQuery(currentRecordQuery(transferKeys.detail(id), (signal) => getTransfer(id, signal)));
