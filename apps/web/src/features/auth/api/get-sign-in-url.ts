import { http } from '../../../lib/http/client.ts';

/** The identity provider's sign-in address, with a fresh state bound to this browser. */
export const getSignInUrl = (returnTo?: string) =>
  http.getData<string>('/api/auth/redirect', { returnTo });
