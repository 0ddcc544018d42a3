import { useState } from 'react';
import { processEndpoints, type ProcessDto, type ProcessPage } from '@logi/shared';
import { useServerEvent, useServerEventsReconnected } from '../../../lib/events/index.ts';
import { http } from '../../../lib/http/client.ts';

/**
 * The background import's process as the live events report it (progress, then its end). After a
 * reconnection (events may have been missed) it is read once from the process list.
 */
export function useFollowedProcess(processId: string | null): ProcessDto | null {
  const [process, setProcess] = useState<ProcessDto | null>(null);
  useServerEvent('process.updated', ({ process: updated }) => {
    if (updated.id === processId) setProcess(updated);
  });
  useServerEventsReconnected(() => {
    if (!processId) return;
    void http
      .get<{ data: ProcessPage }>(processEndpoints.list.path)
      .then(({ data }) => {
        const found = data.data.find((row) => row.id === processId);
        if (found) setProcess(found);
      })
      .catch(() => {}); // the next event brings it
  });
  return process && process.id === processId ? process : null;
}
