import {
  interactionPolicy,
  type Configuration,
  type JWK,
  type KoaContextWithOIDC,
} from 'oidc-provider';
import { toProviderAccount, type AccountStore } from './account-store.ts';
import { renderDocument, renderMessagePage } from './html.ts';
import type { DevIssuerOptions } from './options.ts';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Scope → claims it releases; `organisations` is ours: `[{ uuid, name }]`. */
const SCOPE_CLAIMS = {
  email: ['email', 'email_verified'],
  profile: ['name'],
  organisations: ['organisations'],
};

/**
 * No silent re-sign-in: the login prompt is due on every authorization request unless that very
 * request is resuming from our password form. An issuer session cookie does exist (browser-session
 * only, 1 h), for session-bound tokens and RP-initiated logout, but it never skips the password.
 */
function passwordOnEveryAuthorization() {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'password_every_time',
        'the development issuer asks for the password on every authorization request',
        (ctx) => !ctx.oidc.result?.login,
      ),
    );
  return policy;
}

/** Consent is implicit for the configured first-party clients: grant what the request asks for. */
async function grantRequestedScopes(ctx: KoaContextWithOIDC) {
  const { client, account, provider } = ctx.oidc;
  if (!client || !account) return undefined;
  const grant = new provider.Grant({ clientId: client.clientId, accountId: account.accountId });
  grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes]);
  await grant.save();
  return grant;
}

async function renderJapaneseError(
  ctx: KoaContextWithOIDC,
  out: { error: string; error_description?: string },
) {
  ctx.type = 'html';
  ctx.body = renderMessagePage(
    'エラー',
    'ログインを続けられませんでした。アプリに戻り、もう一度ログインしてください。',
    [out.error, out.error_description].filter(Boolean).join(': '),
  );
}

export function buildProviderConfiguration(
  opts: DevIssuerOptions,
  accounts: AccountStore,
  signingKeys: JWK[],
): Configuration {
  return {
    clients: opts.clients.map((client) => ({
      client_id: client.clientId,
      client_secret: client.clientSecret,
      redirect_uris: client.redirectUris,
      post_logout_redirect_uris: client.postLogoutRedirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      // oidc-provider accepts client_secret_post as well for a client registered with basic.
      token_endpoint_auth_method: 'client_secret_basic',
    })),
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', ...Object.keys(SCOPE_CLAIMS)],
    claims: SCOPE_CLAIMS,
    // Scope claims go into the ID token too, so the app can create its user from the ID token alone.
    conformIdTokenClaims: false,
    findAccount: (_ctx, sub) => {
      const account = accounts.findBySub(sub);
      return account ? toProviderAccount(account) : undefined;
    },
    loadExistingGrant: grantRequestedScopes,
    interactions: {
      policy: passwordOnEveryAuthorization(),
      url: (_ctx, interaction) => `${opts.mountPath}/interaction/${interaction.uid}`,
    },
    jwks: { keys: signingKeys },
    cookies: {
      keys: opts.cookieKeys,
      names: {
        session: 'idp_session',
        interaction: 'idp_interaction',
        resume: 'idp_interaction_resume',
      },
      long: { httpOnly: true, sameSite: 'lax', path: opts.mountPath },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    ttl: {
      AuthorizationCode: MINUTE,
      AccessToken: HOUR,
      IdToken: HOUR,
      Interaction: 10 * MINUTE,
      Session: HOUR,
      Grant: HOUR,
    },
    features: {
      devInteractions: { enabled: false },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderDocument(
            'ログアウト',
            `<h1>ログアウト</h1>\n<p>ログアウトしますか？</p>\n${form}
<button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>ログアウト</button>
<button class="secondary" type="submit" form="op.logoutForm">キャンセル</button>`,
          );
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderMessagePage('ログアウトしました', 'ログアウトが完了しました。');
        },
      },
    },
    renderError: renderJapaneseError,
  };
}
