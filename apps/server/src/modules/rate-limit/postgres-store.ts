import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimitHits } from './rate-limit-hits.table.ts';

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;
type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/** One increment: a fresh window when none is open, else one more hit in the open one. */
export async function countHit(db: Database, key: string, windowMs: number): Promise<Counted> {
  const fresh = sql`now() + make_interval(secs => ${windowMs / 1000})`;
  const expired = sql`${rateLimitHits.expiresAt} <= now()`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, expiresAt: fresh })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${expired} then 1 else ${rateLimitHits.hits} + 1 end`,
        expiresAt: sql`case when ${expired} then ${fresh} else ${rateLimitHits.expiresAt} end`,
      },
    })
    .returning({
      current: rateLimitHits.hits,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from ${rateLimitHits.expiresAt} - now()) * 1000))::int`,
    });
  return row!;
}

/** Takes back one hit of an open window (an attempt that turned out not to count). */
export async function releaseHit(db: Database, key: string): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ hits: sql`greatest(${rateLimitHits.hits} - 1, 0)` })
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.expiresAt, sql`now()`)));
}

/** Closes the key's window: its next hit starts a fresh one. */
export async function clearHits(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
}

export async function deleteExpiredHits(db: Database): Promise<number> {
  const deleted = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.expiresAt, sql`now()`))
    .returning({ key: rateLimitHits.key });
  return deleted.length;
}

/**
 * A @fastify/rate-limit store in PostgreSQL: every app instance counts against the same window, so
 * a limit of 30 a minute stays 30 behind a load balancer, not 30 per instance.
 */
export function postgresRateLimitStore(db: Database) {
  return class PostgresRateLimitStore {
    private readonly prefix: string;

    // The plugin constructs the store with its options; only children carry a prefix.
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      countHit(db, `${this.prefix}${key}`, timeWindow).then(
        (counted) => callback(null, counted),
        (error: Error) => callback(error),
      );
    }

    /** Route limits count apart: the route's method and URL prefix the key. */
    child(params: object) {
      // Typed as route options, but at run time the merged limit params with the route in routeInfo.
      const { method = '', url = '' } = (params as RouteParams).routeInfo ?? {};
      return new PostgresRateLimitStore(undefined, `${String(method)} ${url}|`);
    }
  };
}
