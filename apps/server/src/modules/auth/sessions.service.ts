import type { Database } from '../../db/client.ts';
import { publishStreamRevocation } from '../events/index.ts';
import { deleteSession, switchSessionOrganisation } from './sessions.repository.ts';

/** Logout: the session goes, and its open event streams end on every instance at commit. */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.transaction(async (tx) => {
    const tokenHash = await deleteSession(tx, token);
    if (tokenHash) await publishStreamRevocation(tx, { kind: 'session.changed', tokenHash });
  });
}

/**
 * Points the session at another organisation of its user (false for a non-member: nothing
 * changes); its open streams, which serve the previous organisation, end at commit.
 */
export async function moveSessionToOrganisation(
  db: Database,
  tokenHash: string,
  organisationId: string,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await switchSessionOrganisation(tx, tokenHash, organisationId))) return false;
    await publishStreamRevocation(tx, { kind: 'session.changed', tokenHash });
    return true;
  });
}
