/** The built-in issuer's login page once an account or an address has failed too often (429). */
export const SIGN_IN_THROTTLED_MESSAGE =
  'ログインの試行回数が多すぎます。しばらくしてから再度お試しください。';

/** GET /api/auth/redirect while the identity provider cannot be reached (503). */
export const SIGN_IN_UNAVAILABLE_MESSAGE =
  'ログインサービスに接続できません。しばらくしてから再度お試しください。';
