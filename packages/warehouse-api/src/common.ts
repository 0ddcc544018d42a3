import { z } from 'zod';

/** Header names of the contract: credentials on every call, the idempotency key on every write. */
export const HEADERS = {
  apiKey: 'x-api-key',
  apiSecret: 'x-api-secret',
  requestId: 'x-request-id',
} as const;

/** The contract's version prefix; every business path starts with it. */
export const API_PREFIX = '/v1';

export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,100}$/;
export const requestIdSchema = z.string().regex(REQUEST_ID_PATTERN);

export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar date, YYYY-MM-DD (JST). */
export const dateSchema = z.string().regex(DATE_PATTERN);
/** An instant, ISO 8601 with offset. */
export const timestampSchema = z.iso.datetime({ offset: true });

export const codeSchema = z.string().min(1).max(100);
export const quantitySchema = z.number().int().min(0);
export const positiveQuantitySchema = z.number().int().min(1);

/** Every write's answer is about items; an item's outcome. */
export const ITEM_RESULTS = ['成功', 'エラー'] as const;
export type ItemResultValue = (typeof ITEM_RESULTS)[number];

/** A request's progress: 処理中 until its items are settled, then 完了. */
export const REQUEST_STATUSES = ['処理中', '完了'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const itemOutcomeSchema = z.object({
  /** The item's own code: vendor, product, schedule, instruction or shop SKU code. */
  code: z.string(),
  result: z.enum(ITEM_RESULTS),
  /** The refusal's reasons in Japanese; empty when 成功. */
  errors: z.array(z.string()),
  /**
   * The warehouse's own id of the schedule or instruction a 成功 item created (required there):
   * unique in the warehouse system, never reused, and carried by every later row about it
   * (`scheduleRef`, `instructionRef`). The client matches results by it, never by its number alone.
   */
  ref: z.string().min(1).max(100).optional(),
});
export type ItemOutcome = z.infer<typeof itemOutcomeSchema>;

/** The answer to every write (202), and to GET /v1/requests/{requestId}. */
export const requestResultSchema = z.object({
  requestId: requestIdSchema,
  operation: z.string(),
  status: z.enum(REQUEST_STATUSES),
  acceptedAt: timestampSchema,
  completedAt: timestampSchema.nullable(),
  /** Empty while 処理中. */
  items: z.array(itemOutcomeSchema),
});
export type RequestResult = z.infer<typeof requestResultSchema>;

/** Every 4xx/5xx body: a Japanese message and optionally per-field or per-item errors. */
export const errorBodySchema = z.object({
  message: z.string(),
  errors: z.unknown().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** A write's body: one list, under `key`, of 1 to `max` items. */
export function batchRequest<const Key extends string, Item extends z.ZodType>(
  key: Key,
  item: Item,
  max: number,
) {
  const list = { [key]: z.array(item).min(1).max(max) } as { [K in Key]: z.ZodArray<Item> };
  return z.object(list);
}

/** Search paging: 1-based page, at most MAX_PER_PAGE rows. */
export const MAX_PER_PAGE = 1000;
export const DEFAULT_PER_PAGE = 100;
export const pagingQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).default(DEFAULT_PER_PAGE),
});
export type PagingQuery = z.input<typeof pagingQuerySchema>;

/** Incremental searches: rows changed at or after `since` (omitted: all). */
export const sinceQuerySchema = pagingQuerySchema.extend({ since: timestampSchema.optional() });
export type SinceQuery = z.input<typeof sinceQuerySchema>;

/** A search paged and narrowed to one code (`productCode`, `scheduleNumber`…) when it is given. */
export function pagingQueryBy<const Key extends string>(key: Key) {
  const filter = { [key]: z.string().optional() } as { [K in Key]: z.ZodOptional<z.ZodString> };
  return pagingQuerySchema.extend(filter);
}

/** A page of search rows. */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    perPage: z.number().int().min(1),
    total: z.number().int().min(0),
  });
}
export type Page<T> = { items: T[]; page: number; perPage: number; total: number };

/** The connection check's answer (GET /v1/ping). */
export const pingResponseSchema = z.object({
  ok: z.literal(true),
  account: z.string(),
  serverTime: timestampSchema,
});
export type PingResponse = z.infer<typeof pingResponseSchema>;

/** Postal address, as the 3PL prints it on the label. */
export const addressSchema = z.object({
  postalCode: z.string(),
  prefecture: z.string(),
  city: z.string(),
  town: z.string(),
  building: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
});
export type Address = z.infer<typeof addressSchema>;
