import { createHash } from 'node:crypto';
import type { Database } from '../../db/client.ts';
import { clearHits, countHit, releaseHit } from '../rate-limit/index.ts';

export type LoginThrottleLimits = { perAccount: number; perAddress: number; windowMs: number };

/** Failed passwords allowed in 15 minutes: a person mistyping per account, an office per address. */
export const LOGIN_THROTTLE_LIMITS: LoginThrottleLimits = {
  perAccount: 5,
  perAddress: 30,
  windowMs: 15 * 60_000,
};

export type LoginAttempt = { email: string; address: string };
export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The built-in issuer's password form asks this before and after checking a password. */
export type LoginThrottle = {
  /** Counts the attempt before its password is checked: refused once the account or address is spent. */
  begin: (attempt: LoginAttempt) => Promise<LoginVerdict>;
  /** The password was right: the attempt did not fail, and the account's earlier failures are forgiven. */
  succeeded: (attempt: LoginAttempt) => Promise<void>;
};

/** An IPv6 client usually holds a whole /64, so its addresses count as one. */
export function addressBucket(ip: string): string {
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice(7);
  if (!ip.includes(':')) return ip;
  const bare = ip.split('%')[0]!;
  const [head = '', tail] = bare.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? 0 : 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(zeros, 0)).fill('0'), ...tailGroups];
  const prefix = groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16));
  return `${prefix.join(':')}::/64`;
}

// The e-mail is hashed: keys stay short and the table holds no addresses people typed.
const accountKey = (email: string) =>
  `sign-in:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex')}`;
const addressKey = (address: string) => `sign-in:address:${addressBucket(address)}`;

/**
 * Counts sign-in attempts in the shared rate-limit table (decision 027: every instance sees the same
 * counts). Counting before the check keeps a burst of parallel guesses within the budget too.
 */
export function postgresLoginThrottle(
  db: Database,
  limits: LoginThrottleLimits = LOGIN_THROTTLE_LIMITS,
): LoginThrottle {
  return {
    async begin(attempt) {
      const [account, address] = await Promise.all([
        countHit(db, accountKey(attempt.email), limits.windowMs),
        countHit(db, addressKey(attempt.address), limits.windowMs),
      ]);
      const spent = [
        ...(account.current > limits.perAccount ? [account.ttl] : []),
        ...(address.current > limits.perAddress ? [address.ttl] : []),
      ];
      if (spent.length === 0) return { allowed: true };
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil(Math.max(...spent) / 1000)),
      };
    },
    async succeeded(attempt) {
      await Promise.all([
        clearHits(db, accountKey(attempt.email)),
        releaseHit(db, addressKey(attempt.address)),
      ]);
    },
  };
}
