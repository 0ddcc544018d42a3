import { describe, expect, it } from 'vitest';
import { defineListQuery, emptyFilters, readListQuery, writeListQuery } from './list-query.ts';

const definition = defineListQuery({
  filters: {
    keyword: 'text',
    isActive: 'boolean',
    groupId: 'integer',
    malls: 'list',
    kind: ['rsl', 'own'],
  },
  sortFields: ['code', 'name', 'updated_at'],
  defaultSort: 'code',
  defaultDirection: 'asc',
  perPage: 20,
});

const read = (query: string) => readListQuery(definition, new URLSearchParams(query));

describe('readListQuery', () => {
  it('reads an empty query as the defaults', () => {
    expect(read('')).toEqual({
      filters: { keyword: null, isActive: null, groupId: null, malls: [], kind: null },
      page: 1,
      perPage: 20,
      sort: 'code',
      direction: 'asc',
    });
  });

  it('reads every kind of filter, the page and the order', () => {
    expect(
      read(
        'keyword=%E6%9D%B1%E4%BA%AC&isActive=false&groupId=12&malls=rakuten&malls=amazon&kind=rsl&page=3&sort=name&direction=desc',
      ),
    ).toEqual({
      filters: {
        keyword: '東京',
        isActive: false,
        groupId: 12,
        malls: ['rakuten', 'amazon'],
        kind: 'rsl',
      },
      page: 3,
      perPage: 20,
      sort: 'name',
      direction: 'desc',
    });
  });

  it.each([
    ['page=0', { page: 1 }],
    ['page=-2', { page: 1 }],
    ['page=abc', { page: 1 }],
    ['page=1e3', { page: 1 }],
    ['page=99999999', { page: 1 }],
    ['sort=password', { sort: 'code' }],
    ['sort=__proto__', { sort: 'code' }],
    ['direction=sideways', { direction: 'asc' }],
  ])('falls back to the default for an unusable %s', (query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it.each([
    ['isActive=yes', { isActive: null }],
    ['groupId=1.5', { groupId: null }],
    ['groupId=', { groupId: null }],
    ['keyword=', { keyword: null }],
    ['malls=', { malls: [] }],
    ['kind=stockcrew', { kind: null }],
    ['kind=RSL', { kind: null }],
  ])('reads an unusable filter %s as "any"', (query, expected) => {
    expect(read(query).filters).toMatchObject(expected);
  });

  it('ignores parameters it does not know', () => {
    expect(read('utm_source=mail&constructor=1')).toEqual(read(''));
  });
});

describe('writeListQuery', () => {
  it('writes nothing for the defaults, so the plain list has a plain URL', () => {
    const query = {
      filters: emptyFilters(definition.filters),
      page: 1,
      sort: 'code',
      direction: 'asc',
    } as const;
    expect(writeListQuery(definition, query).toString()).toBe('');
  });

  it('round-trips every state through the URL text', () => {
    const state = {
      filters: {
        keyword: 'A&B=C 東京',
        isActive: true,
        groupId: 7,
        malls: ['yahoo', 'shopify'],
        kind: 'own' as const,
      },
      page: 4,
      sort: 'updated_at' as const,
      direction: 'desc' as const,
    };
    const text = writeListQuery(definition, state).toString();
    expect(read(text)).toEqual({ ...state, perPage: 20 });
  });

  it('keeps false, which is a filter, and drops null and blanks, which are not', () => {
    const text = writeListQuery(definition, {
      filters: { keyword: '', isActive: false, groupId: null, malls: [], kind: null },
      page: 1,
      sort: 'code',
      direction: 'asc',
    }).toString();
    expect(text).toBe('isActive=false');
  });
});
