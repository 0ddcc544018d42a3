import { sql } from 'drizzle-orm';
import type { OrganisationScope } from '../../db/organisation-scope.ts';

/** The most codes a range holds (migration 0023): a page this deep or less walks from the start. */
export const CODE_RANGE_LIMIT = 1000;

/** Whether a page of every product in code order starts from its range rather than the first code. */
export const startsFromCodeRange = (offset: number) => offset >= CODE_RANGE_LIMIT;

/**
 * The ids at a page of all the organisation's products in code order, as a subquery yielding `id`
 * (in ascending code: the caller orders the page). The kept code ranges place the page's first row,
 * so the walk is at most one range long, however deep the page (migration 0023).
 */
export const productIdsInCodeOrder = (
  scope: OrganisationScope,
  window: { offset: number; limit: number },
  direction: 'asc' | 'desc',
) =>
  sql`(select product_id as id from product_ids_in_code_order(${scope.organisationId}::uuid,
    ${window.offset}::integer, ${window.limit}::integer, ${direction === 'desc'}))`;
