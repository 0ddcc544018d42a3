import { sql } from 'drizzle-orm';
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
