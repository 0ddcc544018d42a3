import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organisations } from '../organisations/index.ts';
import { organisationUsers, users } from './users.table.ts';

export type IdentityClaims = {
  subject: string;
  name: string;
  email: string;
  organisations: { uuid: string; name: string }[];
};

/** Creates or refreshes the user and their memberships from the identity provider's claims. */
export async function upsertUserFromClaims(db: DbOrTx, claims: IdentityClaims) {
  const [user] = await db
    .insert(users)
    .values({ oidcSubject: claims.subject, name: claims.name, email: claims.email })
    .onConflictDoUpdate({
      target: users.oidcSubject,
      set: { name: claims.name, email: claims.email, updatedAt: sql`now()` },
    })
    .returning();
  if (!user) throw new Error('user upsert returned no row');

  for (const organisation of claims.organisations) {
    await db
      .insert(organisations)
      .values({ id: organisation.uuid, name: organisation.name })
      .onConflictDoUpdate({
        target: organisations.id,
        set: { name: organisation.name, updatedAt: sql`now()` },
      });
  }
  // The provider is the source of truth for membership: replace it wholesale.
  await db.delete(organisationUsers).where(eq(organisationUsers.userId, user.id));
  if (claims.organisations.length > 0) {
    await db.insert(organisationUsers).values(
      claims.organisations.map((organisation, position) => ({
        organisationId: organisation.uuid,
        userId: user.id,
        position,
      })),
    );
  }
  return user;
}

export async function findUserWithOrganisations(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const memberships = await db
    .select({ uuid: organisations.id, name: organisations.name })
    .from(organisationUsers)
    .innerJoin(organisations, eq(organisations.id, organisationUsers.organisationId))
    .where(eq(organisationUsers.userId, userId))
    .orderBy(asc(organisationUsers.position));
  return { ...user, organisations: memberships };
}
