import { sql } from 'drizzle-orm';

/** The most codes a range holds (migration 0023): a page this deep or less walks from the start. */
export const CODE_RANGE_LIMIT = 1000;

/** Whether a page of every product in code order starts from its range rather than the first code. */
export const startsFromCodeRange = (offset: number) => offset >= CODE_RANGE_LIMIT;

/**
 * The ids at a page of all the organisation's products in code order, as a subquery yielding `id`
 * (in ascending code: the caller orders the page). The kept code ranges place the page's first row,
 * so the walk is at most one range long, however deep the page (migration 0023; the running count
 * stops at that range since 0057). The organisation, offset and limit are the placeholders of a
 * statement prepared per shape (decision 067).
 */
export const productIdsInCodeOrder = (direction: 'asc' | 'desc') =>
  sql`(select product_id as id from product_ids_in_code_order(${sql.placeholder('organisationId')}::uuid,
    ${sql.placeholder('offset')}::integer, ${sql.placeholder('limit')}::integer, ${sql.raw(String(direction === 'desc'))}))`;
