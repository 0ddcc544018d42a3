import { z } from 'zod';

/**
 * The one list envelope of the API (architecture.md): `{ data, total, currentPage, perPage,
 * lastPage }`, camelCase in code and snake_case on the wire. Server and web both use this type.
 */
export type Page<T> = {
  data: T[];
  total: number;
  currentPage: number;
  perPage: number;
  lastPage: number;
};

const count = () => z.number().int().min(0);

/** The response schema of a page of `item`s; extend it for extras (e.g. an unread count). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: count(),
    currentPage: z.number().int().min(1),
    perPage: z.number().int().min(1),
    lastPage: z.number().int().min(1),
  });
}

/** Every successful JSON answer wraps its payload in `data` (architecture.md). */
export function dataOf<T extends z.ZodType>(payload: T) {
  return z.object({ data: payload });
}

/**
 * A page of a list too long to count on every request (a year of picking batches): no total, only
 * whether a next page exists, so the list shows 次へ without a page count (decision 058).
 */
export type MorePage<T> = { data: T[]; hasMore: boolean; currentPage: number; perPage: number };

/** The response schema of a `MorePage` of `item`s. */
export function morePageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    hasMore: z.boolean(),
    currentPage: z.number().int().min(1),
    perPage: z.number().int().min(1),
  });
}

/** A stored record's last fields: its optimistic-lock version and when it was made and changed. */
export const recordStamps = {
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** The resource kit's four JSON answers (search, show, store, update), all of one record. */
export function resourceResponses<T extends z.ZodType>(record: T) {
  return {
    search: dataOf(pageSchema(record)),
    show: dataOf(record),
    store: dataOf(record),
    update: dataOf(record),
  };
}
