import { sql, type SQL } from 'drizzle-orm';

/**
 * What a keyword's matches must all contain: its bigrams (one character: itself), lower-cased as
 * search_grams lower-cases under the C locale (ASCII only), by code point. Asking for bigrams only
 * keeps the GIN lookup off the unigram lists, which name nearly every row.
 */
export function keywordGrams(keyword: string): string[] {
  const chars = Array.from(keyword.replace(/[A-Z]/g, (letter) => letter.toLowerCase()));
  if (chars.length < 2) return chars;
  return [...new Set(chars.slice(1).map((char, index) => `${chars[index]}${char}`))];
}

/**
 * Whether ILIKE could match differently from LIKE: under the C locale it folds ASCII letters only,
 * so a keyword without one (緑茶) takes LIKE, ~8× cheaper per row on Japanese text (decision 029).
 */
export const hasCase = (keyword: string) => /[A-Za-z]/.test(keyword);

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * A contains-match of the keyword on a product's code and name (their SQL, e.g. `p.product_code`).
 * The GIN index over their unigrams and bigrams (migration 0010, decision 021) narrows the rows,
 * even for a two-character Japanese word; (I)LIKE then keeps the exact matches. The search_grams
 * expression must stay the index's, to the letter: the space is a literal, never a parameter.
 */
export function productKeywordMatch(code: SQL, name: SQL, keyword: string): SQL {
  const grams = sql`search_grams(${code} || ${sql.raw("' '")} || ${name})`;
  const wanted = sql.join(
    keywordGrams(keyword).map((gram) => sql`${gram}`),
    sql`, `,
  );
  const pattern = `%${escapeLike(keyword)}%`;
  const contains = hasCase(keyword) ? sql`ilike` : sql`like`;
  return sql`(${grams} @> array[${wanted}]::text[] and (${code} ${contains} ${pattern} or ${name} ${contains} ${pattern}))`;
}
