import { describe, expect, it } from 'vitest';
import type { Process, ProcessPage } from './api/get-processes.ts';
import { patchProcessPage } from './patch-process-page.ts';

const process = (id: string, overrides: Partial<Process> = {}): Process => ({
  id,
  action: 'inventory_search',
  actionLabel: '在庫検索',
  processStatus: 'processing',
  requestId: `req-${id}`,
  message: null,
  progress: { done: 1, total: 4 },
  createdAt: '2030-01-01T00:00:00.000Z',
  updatedAt: '2030-01-01T00:00:01.000Z',
  ...overrides,
});

const page = (...data: Process[]): ProcessPage => ({
  data,
  total: data.length,
  currentPage: 1,
  perPage: 30,
  lastPage: 1,
  activeCount: 1,
});

describe('patchProcessPage', () => {
  it('replaces a known process in place; progress alone is no status change', () => {
    const before = page(process('a'), process('b', { processStatus: 'completed' }));
    const update = process('a', {
      progress: { done: 3, total: 4 },
      updatedAt: '2030-01-01T00:00:02.000Z',
    });
    const result = patchProcessPage(before, update);
    expect(result).toMatchObject({ known: true, statusChanged: false });
    expect(result.page.data[0]).toBe(update);
    expect(result.page.data[1]).toBe(before.data[1]);
    expect(before.data[0]!.progress).toEqual({ done: 1, total: 4 }); // not mutated
  });

  it('reports a status change, and an unknown process as unknown', () => {
    const before = page(process('a'));
    const failed = process('a', {
      processStatus: 'failed',
      message: '失敗',
      updatedAt: '2030-01-01T00:00:05.000Z',
    });
    expect(patchProcessPage(before, failed)).toMatchObject({ known: true, statusChanged: true });
    const other = patchProcessPage(before, process('z'));
    expect(other).toMatchObject({ known: false, statusChanged: false });
    expect(other.page).toBe(before);
  });

  it('ignores an event older than the cached row', () => {
    const before = page(
      process('a', { processStatus: 'completed', updatedAt: '2030-01-01T00:00:09.000Z' }),
    );
    const stale = process('a', {
      processStatus: 'processing',
      updatedAt: '2030-01-01T00:00:03.000Z',
    });
    const result = patchProcessPage(before, stale);
    expect(result.page).toBe(before);
    expect(result.statusChanged).toBe(false);
  });
});
