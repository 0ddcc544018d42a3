import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { authRequests } from './auth.table.ts';

const TTL_MS = 10 * 60_000;

export async function saveAuthRequest(
  db: DbOrTx,
  input: { state: string; codeVerifier: string; nonce: string; returnTo?: string },
): Promise<void> {
  await db.delete(authRequests).where(lt(authRequests.expiresAt, sql`now()`));
  await db.insert(authRequests).values({ ...input, expiresAt: new Date(Date.now() + TTL_MS) });
}

/** Deletes and returns the request in one statement, so a state can be used only once. */
export async function consumeAuthRequest(db: DbOrTx, state: string) {
  const [row] = await db
    .delete(authRequests)
    .where(and(eq(authRequests.state, state), gt(authRequests.expiresAt, sql`now()`)))
    .returning();
  return row;
}
