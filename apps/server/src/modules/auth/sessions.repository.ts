import { hash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client.ts';
import { isMember } from '../users/index.ts';
import { sessions } from './auth.table.ts';
import type { SessionCache } from './session-cache.ts';

// One-shot: a quarter of createHash's cost, on every signed-in request.
const hashToken = (token: string) => hash('sha256', token, 'hex');

export async function createSession(
  db: DbOrTx,
  input: {
    userId: string;
    organisationId: string;
    ttlHours: number;
    ip?: string;
    userAgent?: string;
  },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    tokenHash: hashToken(token),
    userId: input.userId,
    organisationId: input.organisationId,
    ip: input.ip,
    userAgent: input.userAgent?.slice(0, 500),
    expiresAt: new Date(Date.now() + input.ttlHours * 3_600_000),
  });
  return token;
}

export type SessionAuth = {
  userId: string;
  organisationId: string;
  tokenHash: string;
  expiresAt: Date;
};

/** The session guard's query, prepared once per database handle: it runs on every request. */
function prepareActiveSessionQuery(db: Database) {
  return db
    .select({
      userId: sessions.userId,
      organisationId: sessions.organisationId,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql`now()`),
        isMember(sessions.userId, sessions.organisationId),
      ),
    )
    .prepare('find_active_session');
}
const activeSessionQueries = new WeakMap<Database, ReturnType<typeof prepareActiveSessionQuery>>();

/**
 * A valid session whose user still belongs to its organisation: read from the table (membership
 * checked), or from the cache, which holds it only until a revocation is heard (decision 076).
 */
export async function findActiveSession(
  db: Database,
  token: string,
  cache?: SessionCache,
): Promise<SessionAuth | undefined> {
  const tokenHash = hashToken(token);
  const cached = cache?.get(tokenHash);
  if (cached) {
    await touchSession(db, cached);
    return authFields(cached);
  }
  const readAt = cache?.generation() ?? 0;
  let query = activeSessionQueries.get(db);
  if (!query) {
    query = prepareActiveSessionQuery(db);
    activeSessionQueries.set(db, query);
  }
  const [row] = await query.execute({ tokenHash });
  if (!row) return undefined;
  const session = { ...row, tokenHash, lastSeenAt: row.lastSeenAt.getTime() };
  await touchSession(db, session);
  cache?.store(session, readAt);
  return authFields(session);
}

const authFields = ({
  userId,
  organisationId,
  tokenHash,
  expiresAt,
}: SessionAuth): SessionAuth => ({
  userId,
  organisationId,
  tokenHash,
  expiresAt,
});

/** Records activity at most once a minute, to keep reads cheap (no trigger fires on it). */
async function touchSession(db: Database, session: { tokenHash: string; lastSeenAt: number }) {
  const now = Date.now();
  if (now - session.lastSeenAt <= 60_000) return;
  session.lastSeenAt = now;
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(eq(sessions.tokenHash, session.tokenHash));
}

/** Points the session at another organisation of its user; false (nothing changed) for a non-member. */
export async function switchSessionOrganisation(
  db: DbOrTx,
  tokenHash: string,
  organisationId: string,
): Promise<boolean> {
  const switched = await db
    .update(sessions)
    .set({ organisationId })
    .where(and(eq(sessions.tokenHash, tokenHash), isMember(sessions.userId, organisationId)))
    .returning({ tokenHash: sessions.tokenHash });
  return switched.length > 0;
}

/** Deletes the token's session; returns its hash when there was one. */
export async function deleteSession(db: DbOrTx, token: string): Promise<string | undefined> {
  const [deleted] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted?.tokenHash;
}

/** Deletes every session past its expiry; returns how many went (session-purge.ts runs it). */
export async function deleteExpiredSessions(db: DbOrTx): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, sql`now()`))
    .returning({ tokenHash: sessions.tokenHash });
  return deleted.length;
}
