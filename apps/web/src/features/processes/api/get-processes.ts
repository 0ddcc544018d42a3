import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PROCESS_PAGE_SIZE } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import type { ProcessPayload } from '../../../lib/events/index.ts';
import { processKeys } from './process-keys.ts';

export type Process = ProcessPayload;

export type ProcessPage = {
  data: Process[];
  total: number;
  currentPage: number;
  perPage: number;
  lastPage: number;
  /** Pending + processing across all pages: the header badge. */
  activeCount: number;
};

export const processesQueryOptions = (page: number, perPage = PROCESS_PAGE_SIZE) =>
  queryOptions({
    queryKey: processKeys.list(page, perPage),
    queryFn: ({ signal }) =>
      http
        .get<{ data: ProcessPage }>('/api/processes/get', { perPage, page }, signal)
        .then((response) => response.data),
    // Fresh by push (server events), not by timers.
    staleTime: Infinity,
  });

// While another page loads, the current one stays on screen.
export const useProcesses = (page: number) =>
  useQuery({ ...processesQueryOptions(page), placeholderData: keepPreviousData });
