import { useMutation } from '@tanstack/react-query';
import { vendorSyncEndpoints, type ProcessDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';

// 送信 / 取得 queue a process; the header lists it and the list refreshes when it ends.

export const sendVendors = (ids: number[]) =>
  http.postData<ProcessDto>(vendorSyncEndpoints.send.path, { ids });

export const fetchVendors = () => http.postData<ProcessDto>(vendorSyncEndpoints.fetch.path, {});

export const useSendVendors = () => useMutation({ mutationFn: sendVendors });
export const useFetchVendors = () => useMutation({ mutationFn: fetchVendors });
