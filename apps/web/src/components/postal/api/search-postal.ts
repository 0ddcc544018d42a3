import type { AddressCandidate } from '@logi/postal';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { postalKeys } from './postal-keys.ts';

export interface PostalSearchParams {
  q: string;
  exact?: boolean;
  leftAnchored?: boolean;
  limit?: number;
}

/** GET /api/postal/search: candidates, or a 422 ApiError carrying the Japanese rejection on q. */
export const fetchPostalCandidates = (params: PostalSearchParams, signal?: AbortSignal) =>
  http.getData<AddressCandidate[]>('/api/postal/search', { ...params }, signal);

export const postalSearchQueryOptions = (params: PostalSearchParams) =>
  queryOptions({
    queryKey: postalKeys.search(params),
    queryFn: ({ signal }) => fetchPostalCandidates(params, signal),
    // The dataset only changes with a deployment.
    staleTime: Infinity,
    retry: false,
  });

/** Keeps the previous candidates on screen while the next query is on its way. */
export const usePostalSearch = (params: PostalSearchParams, enabled: boolean) =>
  useQuery({ ...postalSearchQueryOptions(params), enabled, placeholderData: keepPreviousData });
