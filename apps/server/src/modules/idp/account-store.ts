import { createHash, timingSafeEqual } from 'node:crypto';
import type { Account } from 'oidc-provider';
import type { DemoAccount } from './demo-accounts.ts';

export type AccountStore = {
  findBySub(sub: string): DemoAccount | undefined;
  /** The account whose email and password both match, else undefined. */
  authenticate(email: string, password: string): DemoAccount | undefined;
  all(): readonly DemoAccount[];
};

// Hashing first gives equal-length inputs, so the comparison time says nothing about the password.
function samePassword(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export function createAccountStore(accounts: readonly DemoAccount[]): AccountStore {
  const bySub = new Map(accounts.map((account) => [account.sub, account]));
  const byEmail = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
  return {
    findBySub: (sub) => bySub.get(sub),
    authenticate(email, password) {
      const account = byEmail.get(email.trim().toLowerCase());
      const matches = samePassword(password, account?.password ?? '');
      return account && matches ? account : undefined;
    },
    all: () => accounts,
  };
}

/** The shape oidc-provider asks findAccount for; scopes decide which of these claims are released. */
export function toProviderAccount(account: DemoAccount): Account {
  return {
    accountId: account.sub,
    claims: () => ({
      sub: account.sub,
      name: account.name,
      email: account.email,
      email_verified: true,
      organisations: account.organisations.map(({ uuid, name }) => ({ uuid, name })),
    }),
  };
}
