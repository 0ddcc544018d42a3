import { useMutation } from '@tanstack/react-query';
import { productEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

// 送信 / 取得 queue a process; the header lists it and the list refreshes when it ends.

export const sendProducts = (ids: number[]) =>
  http
    .post<{ data: ProcessDto }>(productEndpoints.send.path, { ids })
    .then((response) => response.data);

export const fetchProducts = () =>
  http
    .post<{ data: ProcessDto }>(productEndpoints.fetch.path, {})
    .then((response) => response.data);

export const useSendProducts = () => useMutation({ mutationFn: sendProducts });
export const useFetchProducts = () => useMutation({ mutationFn: fetchProducts });
