import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  PROCESS_PAGE_SIZE,
  processEndpoints,
  type ProcessDto,
  type ProcessListQuery,
  type ProcessPage,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { processKeys } from './process-keys.ts';

// The shapes come from the shared contract (packages/shared/src/processes/process-contract.ts).
export type Process = ProcessDto;
export type { ProcessPage };

export const processesQueryOptions = (page: number, perPage = PROCESS_PAGE_SIZE) =>
  queryOptions({
    queryKey: processKeys.list(page, perPage),
    queryFn: ({ signal }) =>
      http.getData<ProcessPage>(
        processEndpoints.list.path,
        { perPage, page } satisfies ProcessListQuery,
        signal,
      ),
    // Fresh by push (server events), not by timers.
    staleTime: Infinity,
  });

// While another page loads, the current one stays on screen.
export const useProcesses = (page: number) =>
  useQuery({ ...processesQueryOptions(page), placeholderData: keepPreviousData });
