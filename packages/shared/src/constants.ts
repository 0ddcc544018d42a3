/** Spec §9 business constants and interface limits. */

export const PROCESS_PAGE_SIZE = 30;
/** The bell shows 9+ from this count on. */
export const BELL_BADGE_CAP = 9;
export const HEADER_NOTIFICATIONS_LIMIT = 3;
export const ADDRESS_CANDIDATES_LIMIT = 100;
/** Results of a non-exact postal helper search. */
export const POSTAL_RESULT_LIMIT = 50;
export const COPIED_DURATION_MS = 2000;
export const HEADER_HEIGHT = 50;
export const SIDEBAR_WIDTH = 200;
export const DROPDOWN_MAX_HEIGHT = 300;

/** The bell badge text: the count, or 9+ at 9 or more (spec §2). */
export function bellBadgeText(count: number): string {
  return count >= BELL_BADGE_CAP ? `${BELL_BADGE_CAP}+` : String(count);
}
