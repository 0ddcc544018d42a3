import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  receivingScheduleEndpoints as endpoints,
  type Page,
  type ProcessDto,
  type ReceivingScheduleCancelValues,
  type ReceivingScheduleDetailDto,
  type ReceivingScheduleDto,
  type ReceivingScheduleFormValues,
  type ReceivingScheduleReceiveValues,
  type ReceivingScheduleSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { inboundKeys } from './inbound-keys.ts';

type Detail = { data: ReceivingScheduleDetailDto };

export const useScheduleSearch = (search: ReceivingScheduleSearchInput) =>
  useQuery({
    queryKey: inboundKeys.schedules(search),
    queryFn: () =>
      http
        .post<{ data: Page<ReceivingScheduleDto> }>(endpoints.search.path, search)
        .then((r) => r.data),
    placeholderData: keepPreviousData,
  });

export const useSchedule = (id: number) =>
  useQuery({
    queryKey: inboundKeys.schedule(id),
    queryFn: ({ signal }) =>
      http.get<Detail>(endpoints.show.url({ id }), undefined, signal).then((r) => r.data),
    staleTime: 0,
  });

/** Every write answers the schedule (or the process it queued); lists and details refresh. */
function useInboundMutation<A, R>(run: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: inboundKeys.all }),
  });
}

export const useStoreSchedule = () =>
  useInboundMutation((values: ReceivingScheduleFormValues) =>
    http.post<Detail>(endpoints.store.path, values).then((r) => r.data),
  );

export const useUpdateSchedule = () =>
  useInboundMutation(
    ({ id, values }: { id: number; values: ReceivingScheduleFormValues & { version: number } }) =>
      http.put<Detail>(endpoints.update.url({ id }), values).then((r) => r.data),
  );

export const useCancelSchedule = () =>
  useInboundMutation(({ id, values }: { id: number; values: ReceivingScheduleCancelValues }) =>
    http.post<Detail>(endpoints.cancel.url({ id }), values).then((r) => r.data),
  );

export const useReceiveSchedule = () =>
  useInboundMutation(({ id, values }: { id: number; values: ReceivingScheduleReceiveValues }) =>
    http.post<Detail>(endpoints.receive.url({ id }), values).then((r) => r.data),
  );

export const useSendSchedule = () =>
  useInboundMutation((id: number) =>
    http.post<{ data: ProcessDto }>(endpoints.send.url({ id })).then((r) => r.data),
  );

export const useFetchScheduleResults = () =>
  useInboundMutation((id: number) =>
    http.post<{ data: ProcessDto }>(endpoints.fetchResults.url({ id })).then((r) => r.data),
  );
