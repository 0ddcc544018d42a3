import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createSecretBox, maskSecret } from './secret-box.ts';
import { loadSecretsKey, SECRETS_KEY_FILE } from './secrets-key.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, with a fresh 12-byte IV each time', () => {
    const first = box.seal('秘密のキー-123');
    const second = box.seal('秘密のキー-123');
    expect(box.open(first)).toBe('秘密のキー-123');
    expect(Buffer.from(first.iv, 'base64')).toHaveLength(12);
    expect(first.iv).not.toBe(second.iv);
    expect(first.data).not.toBe(second.data);
  });

  it('refuses a tampered value or another key (GCM authentication)', () => {
    const sealed = box.seal('license-key');
    const flipped = Buffer.from(sealed.data, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() => box.open({ ...sealed, data: flipped.toString('base64') })).toThrow();
    expect(() => createSecretBox(randomBytes(32)).open(sealed)).toThrow();
  });

  it('masks to the last 4 characters from 8 up, and to nothing below', () => {
    expect(maskSecret('abcdefgh1234')).toBe('••••1234');
    expect(maskSecret('abcd1234')).toBe('••••1234');
    expect(maskSecret('abc1234')).toBe('••••');
    expect(maskSecret('')).toBe('••••');
  });
});

describe('secrets key', () => {
  it('uses SECRETS_KEY when configured and writes no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'logi-key-'));
    const configured = randomBytes(32);
    const key = loadSecretsKey({ SECRETS_KEY: configured.toString('base64'), DATA_DIR: dir });
    expect(key.equals(configured)).toBe(true);
    expect(() => statSync(join(dir, SECRETS_KEY_FILE))).toThrow();
  });

  it('generates a key under DATA_DIR on the first start (owner-only) and keeps it', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'logi-key-')), 'data');
    const first = loadSecretsKey({ DATA_DIR: dir });
    const path = join(dir, SECRETS_KEY_FILE);
    expect(first).toHaveLength(32);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(path, 'utf8').trim(), 'base64').equals(first)).toBe(true);
    expect(loadSecretsKey({ DATA_DIR: dir }).equals(first)).toBe(true);
  });
});
