import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';
import { authKeys } from './auth-keys.ts';

export type AuthOrganisation = {
  uuid: string;
  name: string;
  pivot: { userId: string; organisationId: string };
};
export type AuthUser = {
  id: string;
  name: string;
  email: string;
  organisations: AuthOrganisation[];
};

export const getUser = (signal?: AbortSignal) =>
  http.getData<AuthUser>('/api/auth/user', undefined, signal);

export const userQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.user(),
    queryFn: ({ signal }) => getUser(signal),
    staleTime: 5 * 60_000,
  });

export const useUser = () => useQuery(userQueryOptions());
