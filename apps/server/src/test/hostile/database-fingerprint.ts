import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

/**
 * A fingerprint of every committed write to the app's tables: per table its row count and the
 * newest transaction id among its rows (any insert or update leaves a newer xmin, any delete a
 * lower count). Cheap enough to take after each of ten thousand requests. Sessions count rows
 * only: a signed-in request may refresh its own last-seen time. Rate-limit counters are left
 * out: a rate-limited route counts every request, refused or not (bookkeeping, not data); so is the
 * home figures' snapshot, recomputed in the background when it is old or a process ends (derived).
 */
export async function fingerprintQuery(db: Database): Promise<string> {
  const { rows } = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('rate_limit_hits', 'dashboard_snapshots') order by table_name`,
  );
  const parts = rows.map(({ table_name: table }) => {
    const quoted = `"${table.replaceAll('"', '""')}"`;
    const newest = table === 'sessions' ? `''` : `coalesce(max(xmin::text::bigint), 0)`;
    return `(select '${table}:' || count(*) || ':' || ${newest} from ${quoted})`;
  });
  return `select concat_ws(' ', ${parts.join(', ')}) as fingerprint`;
}

export type Fingerprint = () => Promise<string>;

export async function databaseFingerprint(db: Database): Promise<Fingerprint> {
  const query = sql.raw(await fingerprintQuery(db));
  return async () => (await db.execute<{ fingerprint: string }>(query)).rows[0]!.fingerprint;
}
