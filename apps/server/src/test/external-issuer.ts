// An OpenID Connect issuer independent of the app (its own oidc-provider, port and keys), shaped
// like Google, Entra ID or Okta: no `organisations` claim, only a `groups` claim the app maps.
// No vitest imports: the load bench starts it too.
import { generateKeyPair, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';
import { freePort } from './free-port.ts';

export type ExternalAccount = { sub: string; email: string; password: string; groups: string[] };

export const EXTERNAL_CLIENT_SECRET = 'external-issuer-client-secret';

async function signingKey() {
  const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
  return { ...privateKey.export({ format: 'jwk' }), kid: randomUUID(), alg: 'RS256', use: 'sig' };
}

const readForm = async (request: IncomingMessage) => {
  let body = '';
  for await (const chunk of request) body += String(chunk);
  return new URLSearchParams(body);
};

// Absolute addresses throughout: the test clients resolve relative ones against the app.
const loginForm = (action: string) =>
  `<!doctype html><title>Sign in</title><form method="post" action="${action}">` +
  '<input name="email"><input name="password" type="password"><button>Sign in</button></form>';

/** The port to start the issuer on, picked first: the app is configured with its address. */
export const issuerOnFreePort = async () => {
  const port = await freePort();
  return { port, issuer: `http://127.0.0.1:${port}` };
};

/** Starts the issuer for one client of the app; accounts sign in by e-mail and password. */
export async function startExternalIssuer(options: {
  port: number;
  clientId: string;
  redirectUris: string[];
  accounts: ExternalAccount[];
}) {
  const { port } = options;
  const issuer = `http://127.0.0.1:${port}`;
  const bySub = new Map(options.accounts.map((account) => [account.sub, account]));
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        client_secret: EXTERNAL_CLIENT_SECRET,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { email: ['email', 'email_verified'], profile: ['name', 'groups'] },
    conformIdTokenClaims: false,
    jwks: { keys: [await signingKey()] },
    cookies: { keys: ['external-issuer-cookie-key'] },
    ttl: {
      AuthorizationCode: 60,
      Interaction: 600,
      Grant: 3600,
      Session: 3600,
      AccessToken: 3600,
      IdToken: 3600,
    },
    findAccount: (_ctx, sub) => {
      const account = bySub.get(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({ sub, email: account.email, name: account.email, groups: account.groups }),
      };
    },
    // First-party client: every requested scope is granted without a consent page.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, account, provider: self } = ctx.oidc;
      if (!client || !account) return undefined;
      const grant = new self.Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope([...ctx.oidc.requestParamOIDCScopes]);
      await grant.save();
      return grant;
    },
    interactions: { url: (_ctx, interaction) => `${issuer}/interaction/${interaction.uid}` },
    features: { devInteractions: { enabled: false } },
  });

  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const details = await provider.interactionDetails(request, response);
    if (request.method === 'GET') {
      response
        .writeHead(200, { 'content-type': 'text/html' })
        .end(loginForm(`${issuer}/interaction/${details.uid}`));
      return;
    }
    const form = await readForm(request);
    const account = options.accounts.find(
      (a) => a.email === form.get('email') && a.password === form.get('password'),
    );
    const result = account
      ? { login: { accountId: account.sub } }
      : { error: 'access_denied', error_description: 'wrong e-mail or password' };
    await provider.interactionFinished(request, response, result, {
      mergeWithLastSubmission: false,
    });
  };
  const callback = provider.callback();
  const server = createServer((request, response) => {
    if (!request.url?.startsWith('/interaction/')) return void callback(request, response);
    interaction(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
