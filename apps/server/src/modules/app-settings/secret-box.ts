import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { SealedSecret } from './app-settings.table.ts';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;

/** Seals and opens credentials with one AES-256-GCM key (decision 017). */
export type SecretBox = {
  seal(plain: string): SealedSecret;
  /** Throws SecretUnreadableError for a value sealed under another key (or tampered with). */
  open(sealed: SealedSecret): string;
};

/** A sealed value this key cannot open: SECRETS_KEY was changed or lost since it was stored. */
export class SecretUnreadableError extends Error {
  constructor(cause: unknown) {
    super('the sealed value cannot be opened with the current secrets key', { cause });
    this.name = 'SecretUnreadableError';
  }
}

/** A box over a 32-byte key; every value gets its own random 12-byte IV. */
export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('the secrets key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv(ALGORITHM, key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return {
        iv: iv.toString('base64'),
        tag: cipher.getAuthTag().toString('base64'),
        data: data.toString('base64'),
      };
    },
    open(sealed) {
      try {
        const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(sealed.iv, 'base64'));
        decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
        const plain = Buffer.concat([
          decipher.update(Buffer.from(sealed.data, 'base64')),
          decipher.final(),
        ]);
        return plain.toString('utf8');
      } catch (error) {
        throw new SecretUnreadableError(error);
      }
    },
  };
}

const MASK = '••••';
// Shorter values would be shown whole, or nearly, by their last 4 characters.
const SHOWN_TAIL_MIN_LENGTH = 8;

/** `••••1234`: the last 4 characters of a value of 8 or more, nothing of a shorter one. */
export function maskSecret(plain: string): string {
  const characters = Array.from(plain);
  return characters.length >= SHOWN_TAIL_MIN_LENGTH
    ? `${MASK}${characters.slice(-4).join('')}`
    : MASK;
}
