import { useEffect, type ReactNode } from 'react';
import { serverEvents } from './shared-connection.ts';

/**
 * Keeps the server-events stream open for as long as the caller is mounted (the signed-in layout),
 * even while no page listens. Subscribing hooks open it on their own too.
 */
export function useServerEventsConnection(enabled = true): void {
  useEffect(() => (enabled ? serverEvents.retain() : undefined), [enabled]);
}

/** Mount once inside the signed-in layout: the stream needs a session. */
export function ServerEventsProvider({ children }: { children: ReactNode }) {
  useServerEventsConnection();
  return <>{children}</>;
}
