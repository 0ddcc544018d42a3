import type { StocktakeLineSearchInput, StocktakeSearchInput } from '@logi/shared';

/** Query keys of 棚卸; invalidating `all` reads the counts, a count and its lines again. */
export const stocktakeKeys = {
  all: ['stocktakes'] as const,
  search: (search: StocktakeSearchInput) => [...stocktakeKeys.all, 'search', search] as const,
  detail: (id: number) => [...stocktakeKeys.all, 'detail', id] as const,
  lines: (id: number, search: StocktakeLineSearchInput) =>
    [...stocktakeKeys.all, 'lines', id, search] as const,
};
