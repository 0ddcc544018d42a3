/**
 * Text taken literally inside a LIKE or ILIKE pattern: its wildcards (% and _) and the escape
 * character itself escaped with PostgreSQL's default escape, the backslash.
 */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A contains-match pattern: the text, taken literally, anywhere in the value. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
