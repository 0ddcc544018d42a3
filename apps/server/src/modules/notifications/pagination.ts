/** The architecture's list envelope: `{ data, total, currentPage, perPage, lastPage }`. */
export type Page<T> = {
  data: T[];
  total: number;
  currentPage: number;
  perPage: number;
  lastPage: number;
};

export function pageOf<T>(data: T[], total: number, currentPage: number, perPage: number): Page<T> {
  // An empty list still has one (empty) page, as Laravel-style paginators report it.
  return { data, total, currentPage, perPage, lastPage: Math.max(1, Math.ceil(total / perPage)) };
}

export const offsetOf = (page: number, perPage: number) => (page - 1) * perPage;
