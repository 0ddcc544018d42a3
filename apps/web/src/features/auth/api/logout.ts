import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/client.ts';

export const logout = () => http.post<{ data: null }>('/api/auth/logout');

export function useLogout(onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      queryClient.clear();
      onDone();
    },
  });
}
