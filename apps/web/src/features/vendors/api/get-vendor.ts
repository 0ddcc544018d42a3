import { useQuery } from '@tanstack/react-query';
import { vendorEndpoints, type VendorDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { vendorKeys } from './vendor-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getVendor = (id: number, signal?: AbortSignal) =>
  http.getData<VendorDto>(vendorEndpoints.show.url({ id }), undefined, signal);

export const vendorQueryOptions = (id: number) =>
  currentRecordQuery(vendorKeys.detail(id), (signal) => getVendor(id, signal));

export const useVendor = (id: number) => useQuery(vendorQueryOptions(id));
