import type {
  StockDailySearchInput,
  StockDiffSearchInput,
  StockExpirySearchInput,
  StockSearchInput,
} from '@logi/shared';

/** Query keys of stock; invalidating `all` refreshes lists, rows, histories and the diff. */
export const stockKeys = {
  all: ['stocks'] as const,
  search: (search: StockSearchInput) => [...stockKeys.all, 'search', search] as const,
  detail: (id: number) => [...stockKeys.all, 'detail', id] as const,
  history: (id: number, page: number, perPage: number) =>
    [...stockKeys.all, 'history', id, page, perPage] as const,
  diff: (search: StockDiffSearchInput) => [...stockKeys.all, 'diff', search] as const,
  daily: (search: StockDailySearchInput) => [...stockKeys.all, 'daily', search] as const,
  expiry: (search: StockExpirySearchInput) => [...stockKeys.all, 'expiry', search] as const,
};
