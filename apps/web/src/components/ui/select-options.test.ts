import { describe, expect, it } from 'vitest';
import { selectOptions } from './select-options.ts';

describe('selectOptions', () => {
  it('keeps the codes in order and labels each', () => {
    const labels = { own: '自社倉庫', rsl: 'RSL' } as const;
    expect(selectOptions(['rsl', 'own'] as const, (value) => labels[value])).toEqual([
      { value: 'rsl', label: 'RSL' },
      { value: 'own', label: '自社倉庫' },
    ]);
  });
});
