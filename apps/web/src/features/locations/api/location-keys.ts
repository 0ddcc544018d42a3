import type { LocationSearchInput } from '@logi/shared';

/** Query keys of the locations (棚番); invalidating `all` refreshes lists and records. */
export const locationKeys = {
  all: ['locations'] as const,
  searches: () => [...locationKeys.all, 'search'] as const,
  search: (search: LocationSearchInput) => [...locationKeys.searches(), search] as const,
  detail: (id: number) => [...locationKeys.all, 'detail', id] as const,
};
