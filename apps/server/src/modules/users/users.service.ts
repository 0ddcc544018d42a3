import type { DbOrTx } from '../../db/client.ts';
import { publishStreamRevocation } from '../events/index.ts';
import { upsertOrganisations } from '../organisations/index.ts';
import { replaceMemberships, upsertUser, type IdentityClaims } from './users.repository.ts';

// Organisation ids per revocation message: well within NOTIFY's 8000-byte payload.
const IDS_PER_MESSAGE = 100;

/**
 * Creates or refreshes the user and their memberships from the identity provider's claims (the
 * provider is the source of truth). Open event streams of an organisation the user left end at
 * commit, on every instance.
 */
export async function upsertUserFromClaims(db: DbOrTx, claims: IdentityClaims) {
  const user = await upsertUser(db, claims);
  await upsertOrganisations(db, claims.organisations);
  const removed = await replaceMemberships(db, user.id, claims.organisations);
  for (let start = 0; start < removed.length; start += IDS_PER_MESSAGE) {
    await publishStreamRevocation(db, {
      kind: 'membership.removed',
      userId: user.id,
      organisationIds: removed.slice(start, start + IDS_PER_MESSAGE),
    });
  }
  return user;
}
