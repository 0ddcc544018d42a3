import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { ServerEventOf, ServerEventType } from './server-events.types.ts';
import { serverEvents } from './shared-connection.ts';

/** The latest value of a callback, readable from long-lived subscriptions without resubscribing. */
function useLatest<T>(value: T) {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** Calls the handler for each pushed event of the type; opens the stream while mounted. */
export function useServerEvent<T extends ServerEventType>(
  type: T,
  handler: (event: ServerEventOf<T>) => void,
): void {
  const latest = useLatest(handler);
  useEffect(() => {
    const release = serverEvents.retain();
    const off = serverEvents.subscribe((event) => {
      if (event.type === type) latest.current(event as ServerEventOf<T>);
    });
    return () => {
      off();
      release();
    };
  }, [type, latest]);
}

/** Calls the handler each time the stream comes back after a drop (server restart, network). */
export function useServerEventsReconnected(handler: () => void): void {
  const latest = useLatest(handler);
  useEffect(() => {
    const release = serverEvents.retain();
    const off = serverEvents.onReconnect(() => latest.current());
    return () => {
      off();
      release();
    };
  }, [latest]);
}

/**
 * Keeps a query fresh by push: refetches it when one of the event types arrives and after a
 * reconnection (whatever happened meanwhile was missed). No polling.
 */
export function useInvalidateOnServerEvent(
  types: readonly ServerEventType[],
  queryKey: QueryKey,
): void {
  const queryClient = useQueryClient();
  const latestKey = useLatest(queryKey);
  const typesKey = types.join(',');
  useEffect(() => {
    const wanted = new Set(typesKey.split(','));
    const refetch = () => void queryClient.invalidateQueries({ queryKey: latestKey.current });
    const release = serverEvents.retain();
    const offEvents = serverEvents.subscribe((event) => {
      if (wanted.has(event.type)) refetch();
    });
    const offReconnect = serverEvents.onReconnect(refetch);
    return () => {
      offEvents();
      offReconnect();
      release();
    };
  }, [queryClient, typesKey, latestKey]);
}
