import { generateKeyPair, randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import type { JWK } from 'oidc-provider';

const generateRsaKeyPair = promisify(generateKeyPair);

/**
 * A fresh RS256 signing key for this process. It is never persisted: after a restart ID tokens
 * signed earlier no longer verify, which is harmless because the app keeps its own session.
 */
export async function generateSigningJwks(): Promise<{ keys: JWK[] }> {
  const { privateKey } = await generateRsaKeyPair('rsa', { modulusLength: 2048 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
}
