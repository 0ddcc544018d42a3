import { http } from '../../../lib/http/client.ts';

/** Hands every callback parameter (code, state, iss…) to the server, which verifies them all. */
export const completeSignIn = (params: URLSearchParams) =>
  http.getData<{ returnTo: string }>('/api/auth/callback', Object.fromEntries(params));
