import type { PostalSearchParams } from './search-postal.ts';

export const postalKeys = {
  all: ['postal'] as const,
  search: (params: PostalSearchParams) => [...postalKeys.all, 'search', params] as const,
};
