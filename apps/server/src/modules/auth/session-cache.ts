import type { EventBus, StreamRevocation } from '../events/index.ts';
import type { SessionAuth } from './sessions.repository.ts';

// The sessions this process found lately, so a signed-in request does not read the sessions table
// each time (decision 076). It serves only while it hears every revocation: between following the
// event bus and a lost LISTEN connection it is off, and it is emptied whenever it comes back on.

/** How long an entry serves before the table is read again, revocation or not (a bound, not the rule). */
const ENTRY_TTL_MS = 30_000;
/** Entries kept at most: the oldest go first (a Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

export type CachedSession = SessionAuth & { lastSeenAt: number; cachedAt: number };

export type SessionCache = ReturnType<typeof createSessionCache>;

export function createSessionCache({ ttlMs = ENTRY_TTL_MS, maxEntries = MAX_ENTRIES } = {}) {
  const entries = new Map<string, CachedSession>();
  let serving = false;
  // Bumped by every forget: a read that started before one must not store what it read.
  let generation = 0;

  const forgetAll = () => {
    entries.clear();
    generation += 1;
  };
  const revoke = (revocation: StreamRevocation) => {
    generation += 1;
    if (revocation.kind === 'session.changed') entries.delete(revocation.tokenHash);
    else
      for (const [tokenHash, entry] of entries)
        if (entry.userId === revocation.userId) entries.delete(tokenHash);
  };

  return {
    /** A live entry of the token's hash: not expired, younger than the TTL, and heard about. */
    get(tokenHash: string, now = Date.now()): CachedSession | undefined {
      if (!serving) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (entry.expiresAt.getTime() > now && now - entry.cachedAt < ttlMs) return entry;
      entries.delete(tokenHash);
      return undefined;
    },
    /** The generation to hand back to `store` after reading the table. */
    generation: () => generation,
    /** Keeps a session read at `readAt` (a generation), unless something was revoked since. */
    store(session: Omit<CachedSession, 'cachedAt'>, readAt: number, now = Date.now()) {
      if (!serving || readAt !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(session.tokenHash, { ...session, cachedAt: now });
    },
    /** This process's own revocation (logout, a switch), before the bus echoes it. */
    forget(tokenHash: string) {
      revoke({ kind: 'session.changed', tokenHash });
    },
    /** Serves from now on, emptied and off while the bus's LISTEN connection is down. */
    follow(bus: EventBus) {
      forgetAll();
      serving = true;
      const stops = [
        bus.onRevocation(revoke),
        bus.onDisconnect(() => {
          serving = false;
          forgetAll();
        }),
        bus.onReconnect(() => {
          forgetAll();
          serving = true;
        }),
      ];
      return () => {
        for (const stop of stops) stop();
        serving = false;
        forgetAll();
      };
    },
    size: () => entries.size,
  };
}
