import type { Database } from '../../db/client.ts';
import type { SessionCache } from './session-cache.ts';
import { deleteSession, switchSessionOrganisation } from './sessions.repository.ts';

// Every instance hears of both changes from the sessions table's trigger at commit (migration
// 0053): its cached sessions and open event streams go. This process forgets its own at once, so
// the caller's next request is already checked afresh.

/** Logout: the session goes. */
export async function endSession(db: Database, token: string, cache: SessionCache): Promise<void> {
  const tokenHash = await deleteSession(db, token);
  if (tokenHash) cache.forget(tokenHash);
}

/** Points the session at another organisation of its user (false for a non-member: nothing changes). */
export async function moveSessionToOrganisation(
  db: Database,
  tokenHash: string,
  organisationId: string,
  cache: SessionCache,
): Promise<boolean> {
  const moved = await switchSessionOrganisation(db, tokenHash, organisationId);
  if (moved) cache.forget(tokenHash);
  return moved;
}
