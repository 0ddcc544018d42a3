import { useCallback, useEffect, useState } from 'react';
import { processEndpoints, type ProcessDto, type ProcessPage } from '@logi/shared';
import { http } from '../http/client.ts';
import { useServerEvent, useServerEventsReconnected } from './use-server-event.ts';

/** The later of two states of one process (each change moves updatedAt); another id replaces. */
export function later(current: ProcessDto | null, candidate: ProcessDto): ProcessDto {
  if (!current || current.id !== candidate.id) return candidate;
  return Date.parse(candidate.updatedAt) >= Date.parse(current.updatedAt) ? candidate : current;
}

/**
 * A background process as the live events report it, from the moment its id is known (`started`:
 * the state the answer that named it carried, when there is one). A fast job can end before that
 * answer is read — its events then came first and were not for a known id — so the process is read
 * once from the list when followed, and again after a reconnection (events may have been missed).
 */
export function useFollowedProcess(
  processId: string | null,
  started?: ProcessDto | null,
): ProcessDto | null {
  const [latest, setLatest] = useState<ProcessDto | null>(null);
  const offer = useCallback(
    (candidate: ProcessDto) => setLatest((current) => later(current, candidate)),
    [],
  );
  useServerEvent('process.updated', ({ process }) => {
    if (process.id === processId) offer(process);
  });
  const reread = useCallback(() => {
    if (!processId) return;
    void http
      .get<{ data: ProcessPage }>(processEndpoints.list.path)
      .then(({ data }) => {
        const found = data.data.find((row) => row.id === processId);
        if (found) offer(found);
      })
      .catch(() => {}); // the next event brings it
  }, [processId, offer]);
  useEffect(reread, [reread]);
  useServerEventsReconnected(reread);
  if (!processId) return null;
  const known = latest?.id === processId ? latest : null;
  return started?.id === processId ? later(known, started) : known;
}
