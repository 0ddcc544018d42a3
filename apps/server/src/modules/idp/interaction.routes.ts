import type {} from '@fastify/swagger';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors, type default as Provider } from 'oidc-provider';
import { SIGN_IN_THROTTLED_MESSAGE } from '@logi/shared';
import type { AccountStore } from './account-store.ts';
import { renderMessagePage } from './html.ts';
import { LOGIN_FAILED_MESSAGE, renderLoginPage } from './login-page.ts';
import type { LoginThrottle } from './login-throttle.ts';
import { NO_STORE } from './security-headers.ts';

type InteractionRouteOptions = {
  provider: Provider;
  accounts: AccountStore;
  mountPath: string;
  headers: Record<string, string>;
  throttle: LoginThrottle;
};

type UidParams = { uid: string };
type LoginForm = { email?: string; password?: string };

const FORM_BODY_LIMIT = 8 * 1024;
// The issuer's own login page: before any session, and its form is a plain browser post.
const ISSUER_PAGE = { access: 'public', csrf: false } as const;

/** The pending login interaction this browser holds for `uid`, or undefined when gone or foreign. */
async function pendingLogin(
  provider: Provider,
  request: FastifyRequest<{ Params: UidParams }>,
  reply: FastifyReply,
) {
  try {
    const interaction = await provider.interactionDetails(request.raw, reply.raw);
    const matches = interaction.uid === request.params.uid && interaction.prompt.name === 'login';
    return matches ? interaction : undefined;
  } catch (error) {
    if (error instanceof errors.SessionNotFound) return undefined;
    throw error;
  }
}

export async function registerInteractionRoutes(
  app: FastifyInstance,
  opts: InteractionRouteOptions,
): Promise<void> {
  const { provider, accounts, mountPath, headers, throttle } = opts;
  const loginAction = (uid: string) => `${mountPath}/interaction/${encodeURIComponent(uid)}/login`;

  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .headers({ ...headers, ...NO_STORE })
      .type('text/html; charset=utf-8')
      .send(html);
  const sendExpired = (reply: FastifyReply) =>
    sendHtml(
      reply,
      400,
      renderMessagePage(
        'ログインの有効期限が切れました',
        'アプリに戻り、もう一度ログインしてください。',
      ),
    );
  const sendLoginPage = (
    reply: FastifyReply,
    status: number,
    uid: string,
    email: string,
    error?: string,
  ) =>
    sendHtml(
      reply,
      status,
      renderLoginPage({ action: loginAction(uid), email, error, demoAccounts: accounts.all() }),
    );

  await app.register(async (scope) => {
    // Only the login form's own encoding is accepted here, whatever parsers the root app has.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get<{ Params: UidParams }>(
      `${mountPath}/interaction/:uid`,
      { config: ISSUER_PAGE, schema: { hide: true } },
      async (request, reply) => {
        const interaction = await pendingLogin(provider, request, reply);
        if (!interaction) return sendExpired(reply);
        const hint = interaction.params.login_hint;
        return sendLoginPage(reply, 200, interaction.uid, typeof hint === 'string' ? hint : '');
      },
    );

    scope.post<{ Params: UidParams; Body: LoginForm | undefined }>(
      `${mountPath}/interaction/:uid/login`,
      { config: ISSUER_PAGE, schema: { hide: true } },
      async (request, reply) => {
        const interaction = await pendingLogin(provider, request, reply);
        if (!interaction) return sendExpired(reply);
        const email = request.body?.email ?? '';
        const attempt = { email, address: request.ip };
        // Counted before the password is looked at: while throttled, even the right one is refused.
        const verdict = await throttle.begin(attempt);
        if (!verdict.allowed) {
          reply.header('retry-after', String(verdict.retryAfterSeconds));
          return sendLoginPage(reply, 429, interaction.uid, email, SIGN_IN_THROTTLED_MESSAGE);
        }
        const account = accounts.authenticate(email, request.body?.password ?? '');
        if (!account)
          return sendLoginPage(reply, 401, interaction.uid, email, LOGIN_FAILED_MESSAGE);
        await throttle.succeeded(attempt);
        // remember: false keeps the issuer's session cookie to this browser session.
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId: account.sub, remember: false } },
          { mergeWithLastSubmission: false },
        );
        return reply.headers({ ...headers, ...NO_STORE }).redirect(returnTo, 303);
      },
    );
  });
}
