import { describe, expect, it } from 'vitest';
import { filenameOf } from './download.ts';

describe('filenameOf', () => {
  it('prefers the RFC 5987 UTF-8 name', () => {
    const header =
      'attachment; filename="_____20261123.csv"; filename*=UTF-8\'\'%E5%80%89%E5%BA%AB%E4%B8%80%E8%A6%A7_20261123.csv';
    expect(filenameOf(header, 'export.csv')).toBe('倉庫一覧_20261123.csv');
  });

  it('falls back to the plain name, then to the given one', () => {
    expect(filenameOf('attachment; filename="shops.csv"', 'x.csv')).toBe('shops.csv');
    expect(filenameOf("attachment; filename*=UTF-8''%E0%A4%A", 'x.csv')).toBe('x.csv');
    expect(filenameOf(null, 'x.csv')).toBe('x.csv');
  });
});
