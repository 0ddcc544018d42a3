import { sql, type SQL } from 'drizzle-orm';
import { NO_GRAM_FREQUENCIES, type GramFrequencies } from './gram-frequencies.ts';
import { containsPattern } from '../../db/like-patterns.ts';

/**
 * What a keyword's matches must all contain: its bigrams, lower-cased as search_bigrams lower-cases
 * under the C locale (ASCII only), by code point. One character has none: the index cannot serve it.
 */
export function keywordGrams(keyword: string): string[] {
  const chars = Array.from(keyword.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
  return [...new Set(chars.slice(1).map((char, index) => `${chars[index]}${char}`))];
}

/** A gram in more products than this narrows the lookup less than its posting list costs to read. */
export const COMMON_GRAM_SHARE = 0.3;

/**
 * The grams a keyword asks of the GIN index: its grams without the common ones (BULK- is in every
 * generated code: intersecting those lists tripled a code search's time), the rarest kept when all
 * are common. Grams ANALYZE did not list as common are rare. LIKE still checks every match.
 */
export function askedGrams(keyword: string, frequencies: GramFrequencies): string[] {
  const grams = keywordGrams(keyword);
  if (grams.length === 0) return [];
  const frequencyOf = (gram: string) => frequencies.get(gram) ?? 0;
  const rare = grams.filter((gram) => frequencyOf(gram) <= COMMON_GRAM_SHARE);
  if (rare.length > 0) return rare;
  return [
    grams.reduce((rarest, gram) => (frequencyOf(gram) < frequencyOf(rarest) ? gram : rarest)),
  ];
}

/**
 * Whether ILIKE could match differently from LIKE: under the C locale it folds ASCII letters only,
 * so a keyword without one (緑茶) takes LIKE, ~8× cheaper per row on Japanese text (decision 029).
 */
export const hasCase = (keyword: string) => /[A-Za-z]/.test(keyword);

/**
 * Whether the index's grams alone decide a match: a keyword of two characters is itself a bigram,
 * and without a space (the joiner of code and name) it cannot span the two.
 */
export const gramsDecide = (keyword: string) =>
  Array.from(keyword).length === 2 && !/\s/.test(keyword);

/**
 * What the match is for. A count reads every match through the index, so it leaves out a recheck
 * the grams make needless (a quarter of counting 5,000 matches). A page keeps it: walking the
 * sort's index, it tests each row it passes, and LIKE is far cheaper than search_bigrams there.
 * A page known to walk (`walk`: its keyword's kept count says matches are common enough that the
 * sort's index reaches the page within a few rows) leaves the grams out: LIKE alone decides, and
 * search_bigrams on each match it kept was 0.15–0.25 ms of a 緑茶 page's 0.45 (decision 067).
 */
export type KeywordUse = 'page' | 'count' | 'walk';

/**
 * A contains-match of the keyword on a product's code and name (their SQL, e.g. `p.product_code`).
 * The GIN index over their bigrams (migrations 0010 and 0021, decisions 021 and 029) narrows the
 * rows, even for a two-character Japanese word, on the keyword's rarer bigrams (frequencies from
 * gram-frequencies.ts); (I)LIKE then keeps the exact matches. A one-character keyword has no bigram
 * and is matched by LIKE alone, over the organisation's products. The search_bigrams expression
 * must stay the index's, to the letter: the space is a literal, never a parameter.
 *
 * The recheck sits in coalesce(…, false) (its columns are never null) so that PostgreSQL does not
 * estimate it: it would multiply the grams' estimate (from ANALYZE, close) by LIKE's as if the two
 * were independent — every match holds the grams — expect ~25× too few rows, and sort every match
 * for a page instead of walking the sort's index (decision 029). An expression it has no
 * statistics for counts as one in two.
 */
export function productKeywordMatch(
  code: SQL,
  name: SQL,
  keyword: string,
  frequencies: GramFrequencies = NO_GRAM_FREQUENCIES,
  use: KeywordUse = 'page',
): SQL {
  const asked = askedGrams(keyword, frequencies);
  const wanted = sql.join(
    asked.map((gram) => sql`${gram}`),
    sql`, `,
  );
  return keywordMatchSql(code, name, keywordShapeOf(keyword, asked), {
    pattern: sql`${containsPattern(keyword)}`,
    grams: sql`array[${wanted}]::text[]`,
    use,
  });
}

/** What of a keyword shapes its match's SQL; one statement serves every keyword of a shape. */
export type KeywordShape = { contains: 'like' | 'ilike'; grams: boolean; gramsDecide: boolean };

/** The keyword's shape, given the grams it asks of the index. */
export const keywordShapeOf = (keyword: string, asked: readonly string[]): KeywordShape => ({
  contains: hasCase(keyword) ? 'ilike' : 'like',
  grams: asked.length > 0,
  gramsDecide: gramsDecide(keyword),
});

/**
 * The contains-match of a keyword's shape, its pattern and asked grams given as SQL (bound values,
 * or placeholders of a statement prepared per shape, decision 067).
 */
export function keywordMatchSql(
  code: SQL,
  name: SQL,
  shape: KeywordShape,
  { pattern, grams, use }: { pattern: SQL; grams: SQL; use: KeywordUse },
): SQL {
  const contains = sql.raw(shape.contains);
  const recheck = sql`coalesce(${code} ${contains} ${pattern} or ${name} ${contains} ${pattern}, false)`;
  if (!shape.grams || use === 'walk') return sql`${recheck}`;
  const bigrams = sql`search_bigrams(${code} || ${sql.raw("' '")} || ${name})`;
  const indexed = sql`${bigrams} @> ${grams}`;
  if (use === 'count' && shape.gramsDecide) return sql`(${indexed})`;
  return sql`(${indexed} and ${recheck})`;
}
