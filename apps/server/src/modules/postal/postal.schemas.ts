import { POSTAL_AUTOCOMPLETE_LIMIT } from '@logi/postal';
import { hasControlCharacters, INVALID_FORMAT_MESSAGE, queryInteger } from '@logi/shared';
import { z } from 'zod';

/** Longer than any pref+city+town (or its reading) with room for spaces; stops abusive input early. */
export const POSTAL_QUERY_MAX_CHARS = 100;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** GET /api/postal/search (the wire's left_anchored arrives camelCased). */
export const postalSearchQuerySchema = z.object({
  // May be blank: the search itself answers 住所は2文字以上で入力してください (spec §5 postal texts).
  q: z
    .string()
    .max(POSTAL_QUERY_MAX_CHARS)
    .refine((q) => !hasControlCharacters(q), { message: INVALID_FORMAT_MESSAGE }),
  exact: flag,
  leftAnchored: flag,
  limit: queryInteger({ min: 1, max: POSTAL_AUTOCOMPLETE_LIMIT }).optional(),
});

export const addressCandidateSchema = z.object({
  zipcode: z.string(),
  pref: z.string(),
  city: z.string(),
  town: z.string(),
});

export const postalSearchResponseSchema = z.object({ data: z.array(addressCandidateSchema) });

export const postalDataUrlResponseSchema = z.object({ data: z.object({ url: z.string() }) });
