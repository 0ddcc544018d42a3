import type { Page } from '@logi/shared';

/** A page of the shared list envelope (`Page` in @logi/shared) from one page of rows and the total. */
export function pageOf<T>(data: T[], total: number, currentPage: number, perPage: number): Page<T> {
  // An empty list still has one (empty) page, as Laravel-style paginators report it.
  return { data, total, currentPage, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

/** The rows to skip before `page` (1-based). */
export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
