import { useQuery } from '@tanstack/react-query';
import {
  transferEndpoints,
  type Page,
  type TransferDto,
  type TransferSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';
import { transferKeys } from './transfer-keys.ts';

/** 在庫移動一覧: one page of the organisation's transfers. */
export const searchTransfers = (search: TransferSearchInput) =>
  http.postData<Page<TransferDto>>(transferEndpoints.search.path, search);

export const useTransferSearch = (search: TransferSearchInput) =>
  useQuery(pagedSearchQuery(transferKeys.search(search), () => searchTransfers(search)));
