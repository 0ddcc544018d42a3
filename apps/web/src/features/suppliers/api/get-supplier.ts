import { useQuery } from '@tanstack/react-query';
import { supplierEndpoints, type SupplierDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { supplierKeys } from './supplier-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getSupplier = (id: number, signal?: AbortSignal) =>
  http.getData<SupplierDto>(supplierEndpoints.show.url({ id }), undefined, signal);

export const supplierQueryOptions = (id: number) =>
  currentRecordQuery(supplierKeys.detail(id), (signal) => getSupplier(id, signal));

export const useSupplier = (id: number) => useQuery(supplierQueryOptions(id));
