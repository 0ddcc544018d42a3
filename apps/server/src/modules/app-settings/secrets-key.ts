import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSecretBox, type SecretBox } from './secret-box.ts';

export const SECRETS_KEY_FILE = 'secrets.key';

function readKeyFile(path: string): Buffer {
  const key = Buffer.from(readFileSync(path, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${path} does not hold a base64 32-byte key`);
  return key;
}

/**
 * The credentials key: SECRETS_KEY when configured; otherwise the one kept in DATA_DIR/secrets.key,
 * generated (mode 0600) on the first start. Losing it makes the stored credentials unreadable.
 */
export function loadSecretsKey({
  SECRETS_KEY,
  DATA_DIR,
}: {
  SECRETS_KEY?: string | undefined;
  DATA_DIR: string;
}): Buffer {
  if (SECRETS_KEY) return Buffer.from(SECRETS_KEY, 'base64');
  const path = join(DATA_DIR, SECRETS_KEY_FILE);
  if (existsSync(path)) return readKeyFile(path);
  mkdirSync(DATA_DIR, { recursive: true });
  // Written aside, then linked into place: a second server starting at once reads a whole key,
  // and the first link wins (link never replaces an existing file).
  const draft = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
  try {
    linkSync(draft, path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readKeyFile(path);
}

export function secretBoxOf(config: {
  SECRETS_KEY?: string | undefined;
  DATA_DIR: string;
}): SecretBox {
  return createSecretBox(loadSecretsKey(config));
}
