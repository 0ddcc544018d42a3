import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { findUserWithOrganisations } from '../users/index.ts';
import type { SessionAuth } from './sessions.repository.ts';

/**
 * The signed-in user as GET /api/auth/user answers it. The session's (active) organisation comes
 * first, so "the first organisation is the one displayed" (spec) names the one the user works in.
 */
export async function currentUserBody(
  db: DbOrTx,
  auth: Pick<SessionAuth, 'userId' | 'organisationId'>,
) {
  const user = await findUserWithOrganisations(db, auth.userId);
  if (!user) throw new AppError('unauthenticated', 'ログインしてください');
  const ordered = [
    ...user.organisations.filter((o) => o.uuid === auth.organisationId),
    ...user.organisations.filter((o) => o.uuid !== auth.organisationId),
  ];
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    organisations: ordered.map((o) => ({
      uuid: o.uuid,
      name: o.name,
      pivot: { userId: user.id, organisationId: o.uuid },
    })),
  };
}
