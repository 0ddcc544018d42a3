import type { DbOrTx } from '../../db/client.ts';
import { upsertOrganisations } from '../organisations/index.ts';
import { replaceMemberships, upsertUser, type IdentityClaims } from './users.repository.ts';

/**
 * Creates or refreshes the user and their memberships from the identity provider's claims (the
 * provider is the source of truth). A membership removed is announced by its table's trigger at
 * commit (migration 0053): the user's cached sessions and open event streams of it end everywhere.
 */
export async function upsertUserFromClaims(db: DbOrTx, claims: IdentityClaims) {
  const user = await upsertUser(db, claims);
  await upsertOrganisations(db, claims.organisations);
  await replaceMemberships(db, user.id, claims.organisations);
  return user;
}
