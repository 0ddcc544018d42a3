import { useMutation } from '@tanstack/react-query';
import { productEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

// 送信 / 取得 queue a process; the header lists it and the list refreshes when it ends.

export const sendProducts = (ids: number[]) =>
  http.postData<ProcessDto>(productEndpoints.send.path, { ids });

export const fetchProducts = () => http.postData<ProcessDto>(productEndpoints.fetch.path, {});

export const useSendProducts = () => useMutation({ mutationFn: sendProducts });
export const useFetchProducts = () => useMutation({ mutationFn: fetchProducts });
