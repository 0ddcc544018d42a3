import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverEvents } from '../../../lib/events/index.ts';
import { http } from '../../../lib/http/client.ts';
import type { AuthUser } from './get-user.ts';

/** Makes another of the user's organisations the session's active one (the server checks membership). */
export const switchOrganisation = (uuid: string) =>
  http.putData<AuthUser>('/api/auth/organisation', { uuid });

export function useSwitchOrganisation(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchOrganisation,
    onSuccess: async () => {
      // Nothing of the organisation left may stay on screen: every cached answer goes, the
      // shown ones are fetched again, and the live stream reopens for the new organisation.
      serverEvents.reconnect();
      await queryClient.resetQueries();
      onDone();
    },
  });
}
