import type { ProcessPayload } from '../../lib/events/index.ts';
import type { ProcessPage } from './api/get-processes.ts';

export type PatchResult = { page: ProcessPage; known: boolean; statusChanged: boolean };

/**
 * Puts a pushed process into a cached page: tells whether the page knew it and whether its
 * status moved (which changes the badge count, so the caller re-queries).
 */
export function patchProcessPage(page: ProcessPage, process: ProcessPayload): PatchResult {
  const current = page.data.find((item) => item.id === process.id);
  if (!current) return { page, known: false, statusChanged: false };
  // An event older than what a refetch already brought must not roll the row back.
  if (Date.parse(current.updatedAt) > Date.parse(process.updatedAt)) {
    return { page, known: true, statusChanged: false };
  }
  const data = page.data.map((item) => (item.id === process.id ? process : item));
  return {
    page: { ...page, data },
    known: true,
    statusChanged: current.processStatus !== process.processStatus,
  };
}
