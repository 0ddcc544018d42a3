import { describe, expect, it } from 'vitest';
import type { ProcessDto } from '@logi/shared';
import { later } from './use-followed-process.ts';

const state = (id: string, processStatus: ProcessDto['processStatus'], updatedAt: string) =>
  ({ id, processStatus, updatedAt }) as ProcessDto;

describe('the later state of a followed process', () => {
  it('keeps a completion that came before the answer naming the process', () => {
    const completed = state('p1', 'completed', '2026-11-24T09:10:05.400Z');
    const answered = state('p1', 'pending', '2026-11-24T09:10:05.253Z');
    expect(later(completed, answered)).toBe(completed);
    expect(later(answered, completed)).toBe(completed);
  });

  it('takes another process as it comes, and the first state when there is none', () => {
    const first = state('p1', 'completed', '2026-11-24T09:10:05.400Z');
    const next = state('p2', 'pending', '2026-11-24T09:00:00.000Z');
    expect(later(first, next)).toBe(next);
    expect(later(null, next)).toBe(next);
  });
});
