import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/** A save is keyed by the version the form was loaded with: a newer one on the server answers 409. */
export type VersionedSave<Values> = { id: number; values: Values; version: number };

/** A write whose success refreshes every query under `refreshes` (a feature's `keys.all`). */
export function useRefreshingMutation<Args, Result>(
  run: (args: Args) => Promise<Result>,
  refreshes: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshes }),
  });
}
