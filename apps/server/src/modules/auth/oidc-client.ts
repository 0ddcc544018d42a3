import * as oidc from 'openid-client';
import { outboundFetch, type OutboundPolicy } from '../outbound/index.ts';

export type OidcSettings = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** The scopes asked for; the built-in issuer's `organisations` is unknown elsewhere. */
  scope: string;
  /** Where an external issuer's endpoints may be (decision 035); null for the built-in issuer. */
  outbound: OutboundPolicy | null;
};

export type OidcClient = ReturnType<typeof createOidcClient>;

/** The relying party: the same code talks to the built-in issuer and to a real one. */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<oidc.Configuration> | undefined;
  const insecure = settings.issuer.startsWith('http://');
  const { outbound } = settings;
  const fetchOptions = outbound && {
    [oidc.customFetch]: (url: string, init: oidc.CustomFetchOptions) =>
      outboundFetch(outbound, url, init),
  };

  // Discovery is lazy: the built-in issuer lives in this very server and is up only after listen().
  function getConfiguration(): Promise<oidc.Configuration> {
    configuration ??= oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        ...(insecure && { execute: [oidc.allowInsecureRequests] }),
        ...fetchOptions,
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  }

  return {
    async startSignIn() {
      const config = await getConfiguration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: settings.scope,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the code; openid-client verifies state, nonce, PKCE, issuer and the ID token. */
    async finishSignIn(input: {
      callbackParams: URLSearchParams;
      state: string;
      nonce: string;
      codeVerifier: string;
    }) {
      const config = await getConfiguration();
      const currentUrl = new URL(settings.redirectUri);
      currentUrl.search = input.callbackParams.toString();
      const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token claims');
      return claims;
    },
  };
}
