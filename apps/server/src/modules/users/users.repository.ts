import { and, asc, eq, notInArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organisationNameOf } from '../organisations/index.ts';
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
    .select({
      uuid: organisationUsers.organisationId,
      name: organisationNameOf(organisationUsers.organisationId),
    })
    .from(organisationUsers)
    .where(eq(organisationUsers.userId, userId))
    .orderBy(asc(organisationUsers.position));
  return { ...user, organisations: memberships };
}

// Reads other modules embed in their own statements: the owner names its tables (decision 051).

/** A user's name, by id, as a column of another module's query (null for no user). */
export const userNameOf = (userId: AnyColumn | SQL) =>
  sql<string | null>`(select u.name from users u where u.id = ${userId})`;

/** Whether the user belongs to the organisation, as a condition of another module's query. */
export const isMember = (userId: AnyColumn | SQL, organisationId: AnyColumn | SQL | string) =>
  sql`exists (select 1 from organisation_user m
               where m.user_id = ${userId} and m.organisation_id = ${organisationId})`;
