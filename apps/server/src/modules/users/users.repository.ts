import { and, asc, eq, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organisations } from '../organisations/index.ts';
import { organisationUsers, users } from './users.table.ts';

export type IdentityClaims = {
  subject: string;
  name: string;
  email: string;
  organisations: { uuid: string; name: string }[];
};

export async function upsertUser(db: DbOrTx, claims: IdentityClaims) {
  const [user] = await db
    .insert(users)
    .values({ oidcSubject: claims.subject, name: claims.name, email: claims.email })
    .onConflictDoUpdate({
      target: users.oidcSubject,
      set: { name: claims.name, email: claims.email, updatedAt: sql`now()` },
    })
    .returning();
  if (!user) throw new Error('user upsert returned no row');
  return user;
}

/**
 * Makes the user's memberships exactly these, in this order; returns the organisations the user
 * no longer belongs to (kept ones are updated in place, never deleted and inserted again).
 */
export async function replaceMemberships(
  db: DbOrTx,
  userId: string,
  named: IdentityClaims['organisations'],
): Promise<string[]> {
  const kept = [...new Set(named.map((organisation) => organisation.uuid))];
  const removed = await db
    .delete(organisationUsers)
    .where(
      and(
        eq(organisationUsers.userId, userId),
        kept.length > 0 ? notInArray(organisationUsers.organisationId, kept) : undefined,
      ),
    )
    .returning({ organisationId: organisationUsers.organisationId });
  if (kept.length > 0) {
    await db
      .insert(organisationUsers)
      .values(kept.map((organisationId, position) => ({ organisationId, userId, position })))
      .onConflictDoUpdate({
        target: [organisationUsers.organisationId, organisationUsers.userId],
        set: { position: sql`excluded.position` },
      });
  }
  return removed.map((row) => row.organisationId);
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
