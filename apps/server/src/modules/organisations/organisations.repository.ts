import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { organisations } from './organisations.table.ts';

/** Records the organisations a sign-in names (their names follow the identity provider's). */
export async function upsertOrganisations(
  db: DbOrTx,
  named: readonly { uuid: string; name: string }[],
) {
  for (const organisation of named) {
    await db
      .insert(organisations)
      .values({ id: organisation.uuid, name: organisation.name })
      .onConflictDoUpdate({
        target: organisations.id,
        set: { name: organisation.name, updatedAt: sql`now()` },
      });
  }
}

/** Every organisation's id (the scheduler runs its actions for each). */
export async function organisationIds(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ id: organisations.id }).from(organisations);
  return rows.map((row) => row.id);
}

/** An organisation's name, by id, as a column of another module's query. */
export const organisationNameOf = (organisationId: AnyColumn | SQL) =>
  sql<string>`(select o.name from organisations o where o.id = ${organisationId})`;
