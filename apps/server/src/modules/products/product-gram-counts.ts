import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { organisationScope, type OrganisationScope } from '../../db/organisation-scope.ts';
import { scheduleHousekeeping } from '../../http/housekeeping.ts';

// The keeper of product_gram_counts (migration 0055, decision 078): the products' triggers keep
// each organisation's counts through small writes; a larger statement (an import) leaves them
// unkept, and this counts the organisation again in the background. Until then a two-character
// keyword's matches are counted by the index, as before: the total is exact either way.

/** Advisory-lock class of a rebuild (per organisation): one instance counts it at a time. */
const REBUILD_LOCK_CLASS = 7_341_003;
/** How often the keeper looks for unkept counts: an import's keyword totals are rows again soon after. */
export const GRAM_COUNT_KEEPING_INTERVAL_MS = 5_000;

/**
 * Counts the organisation's grams again if they are unkept. True when they are kept now; false when
 * another instance is counting them or its products were written while this counted (the next
 * round tries again). The transaction is REPEATABLE READ: the counts come from one snapshot, and
 * they are kept only if no write landed after it (product_gram_counts_rebuild).
 */
export async function keepGramCounts(db: Database, scope: OrganisationScope): Promise<boolean> {
  return db.transaction(
    async (tx) => {
      const locked = await tx.execute<{ locked: boolean }>(
        sql`select pg_try_advisory_xact_lock(${REBUILD_LOCK_CLASS}::int, hashtext(${scope.organisationId})) as locked`,
      );
      if (!locked.rows[0]?.locked) return false;
      const kept = await tx.execute<{ kept: boolean }>(
        sql`select product_gram_counts_rebuild(${scope.organisationId}::uuid) as kept`,
      );
      return kept.rows[0]?.kept ?? false;
    },
    { isolationLevel: 'repeatable read' },
  );
}

/** The organisations whose gram counts are unkept (one row per organisation to read). */
async function organisationsWithUnkeptGrams(db: Database): Promise<OrganisationScope[]> {
  const { rows } = await db.execute<{ organisation_id: string }>(
    sql`select organisation_id from product_counts where not grams_kept`,
  );
  return rows.map((row) => organisationScope(row.organisation_id));
}

/** One round: every organisation with unkept counts, in turn. Returns how many were kept. */
export async function keepUnkeptGramCounts(db: Database): Promise<number> {
  let kept = 0;
  for (const scope of await organisationsWithUnkeptGrams(db)) {
    if (await keepGramCounts(db, scope)) kept += 1;
  }
  return kept;
}

/** Keeps the counts once the app is ready, then every interval; stops on app.close(). */
export function scheduleGramCountKeeping(
  app: FastifyInstance,
  db: Database,
  intervalMs = GRAM_COUNT_KEEPING_INTERVAL_MS,
): void {
  scheduleHousekeeping(app, { name: 'gram count keeping', intervalMs }, () =>
    keepUnkeptGramCounts(db),
  );
}
