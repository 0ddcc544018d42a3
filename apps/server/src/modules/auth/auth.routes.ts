import { SIGN_IN_UNAVAILABLE_MESSAGE } from '@logi/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { upsertUserFromClaims } from '../users/index.ts';
import { consumeAuthRequest, saveAuthRequest } from './auth-requests.repository.ts';
import {
  callbackQuerySchema,
  organisationSwitchBody,
  redirectQuerySchema,
} from './auth.schemas.ts';
import { identityFromClaims } from './claims.ts';
import type { OidcClient } from './oidc-client.ts';
import { currentUserBody } from './current-user.ts';
import { createSession } from './sessions.repository.ts';
import { endSession, moveSessionToOrganisation } from './sessions.service.ts';
import { authOf, SESSION_COOKIE } from './session-guard.ts';
import type { SessionCache } from './session-cache.ts';

const STATE_COOKIE = 'logi_auth_state';
const SIGN_IN_FAILED = 'ログインに失敗しました。もう一度お試しください。';
const signInRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

export async function authRoutes(
  app: FastifyInstance,
  deps: { db: Database; config: AppConfig; oidc: OidcClient; sessionCache: SessionCache },
) {
  const { db, config, oidc, sessionCache } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const secure = config.publicUrl.startsWith('https://');
  const cookieBase = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };

  r.get(
    '/api/auth/redirect',
    {
      config: { access: 'public', ...signInRateLimit },
      schema: { tags: ['auth'], querystring: redirectQuerySchema },
    },
    async (request, reply) => {
      const attempt = await oidc.startSignIn().catch((error: unknown) => {
        // Discovery failed (unreachable, an error page): the provider's trouble, not ours.
        request.log.warn({ err: error }, 'identity provider unavailable');
        throw new AppError('unavailable', SIGN_IN_UNAVAILABLE_MESSAGE);
      });
      await saveAuthRequest(db, {
        state: attempt.state,
        codeVerifier: attempt.codeVerifier,
        nonce: attempt.nonce,
        returnTo: request.query.returnTo,
      });
      // Binds the attempt to this browser: a state started elsewhere is refused (login CSRF).
      reply.setCookie(STATE_COOKIE, attempt.state, { ...cookieBase, signed: true, maxAge: 600 });
      return { data: attempt.url };
    },
  );

  r.get(
    '/api/auth/callback',
    {
      config: { access: 'public', ...signInRateLimit },
      schema: {
        tags: ['auth'],
        querystring: callbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { state } = request.query;
      const cookie = request.unsignCookie(request.cookies[STATE_COOKIE] ?? '');
      reply.clearCookie(STATE_COOKIE, cookieBase);
      const attempt = await consumeAuthRequest(db, state);
      if (!attempt || !cookie.valid || cookie.value !== state) {
        throw new AppError('unauthenticated', SIGN_IN_FAILED);
      }
      const rawParams = new URL(request.url, 'http://local').searchParams;
      let identity;
      try {
        const claims = await oidc.finishSignIn({
          callbackParams: rawParams,
          state: attempt.state,
          nonce: attempt.nonce,
          codeVerifier: attempt.codeVerifier,
        });
        identity = identityFromClaims(claims, config.organisationMapping);
      } catch (error) {
        request.log.warn({ err: error }, 'sign-in callback refused');
        throw new AppError('unauthenticated', SIGN_IN_FAILED);
      }
      if (!identity) throw new AppError('forbidden', '所属する組織がないためログインできません');
      const token = await db.transaction(async (tx) => {
        const user = await upsertUserFromClaims(tx, identity);
        return createSession(tx, {
          userId: user.id,
          organisationId: identity.organisations[0]!.uuid,
          ttlHours: config.SESSION_TTL_HOURS,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
      });
      reply.setCookie(SESSION_COOKIE, token, {
        ...cookieBase,
        maxAge: config.SESSION_TTL_HOURS * 3600,
      });
      return { data: { returnTo: attempt.returnTo ?? '/' } };
    },
  );

  r.get('/api/auth/user', { schema: { tags: ['auth'] } }, async (request) => ({
    data: await currentUserBody(db, authOf(request)),
  }));

  // The active organisation lives in the session: every other route reads it from there.
  r.put(
    '/api/auth/organisation',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'Switch the session to another organisation of the signed-in user',
        body: organisationSwitchBody,
      },
    },
    async (request) => {
      const auth = authOf(request);
      const organisationId = request.body.uuid;
      // Not a member (or no such organisation): the same 404 either way, nothing changes.
      if (!(await moveSessionToOrganisation(db, auth.tokenHash, organisationId, sessionCache)))
        throw notFound();
      return { data: await currentUserBody(db, { userId: auth.userId, organisationId }) };
    },
  );

  r.post(
    '/api/auth/logout',
    { config: { access: 'public' }, schema: { tags: ['auth'] } },
    async (request, reply) => {
      const token = request.cookies[SESSION_COOKIE];
      if (token) await endSession(db, token, sessionCache);
      reply.clearCookie(SESSION_COOKIE, cookieBase);
      return { data: null };
    },
  );
}
