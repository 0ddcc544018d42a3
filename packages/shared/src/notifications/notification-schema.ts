import { z } from 'zod';
import { NOTIFICATION_TAG_VALUES } from '../labels/statuses.ts';
import { HEADER_NOTIFICATIONS_LIMIT } from '../constants.ts';
import {
  blankToNull,
  optionalDate,
  optionalString,
  queryInteger,
  requiredBoolean,
  requiredDate,
  requiredEnum,
  requiredInteger,
  requiredString,
} from '../validation/fields.ts';
import { INVALID_FORMAT_MESSAGE, REQUIRED_MESSAGE } from '../validation/messages.ts';

export const NOTIFICATION_TITLE_MAX = 255;
export const NOTIFICATION_CONTENT_MAX = 100_000;

// A tag-like '<x', '</', '<!' or '<?': the title is plain text, so markup in it is refused.
const MARKUP_IN_TEXT = /<[A-Za-z!/?]/;

/** True when HTML shows some text once its tags are gone (`<p></p>` and `<p><br></p>` do not). */
export function htmlHasText(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;|&#x0*a0;/gi, ' ')
    .trim();
  return text !== '';
}

const titleSchema = requiredString(NOTIFICATION_TITLE_MAX).refine(
  (title) => !MARKUP_IN_TEXT.test(title),
  { message: INVALID_FORMAT_MESSAGE },
);

const contentSchema = requiredString(NOTIFICATION_CONTENT_MAX, { multiline: true }).refine(
  htmlHasText,
  { message: REQUIRED_MESSAGE },
);

/**
 * The admin notification form (spec §5), for the form on the web and the store/update body on the
 * server. The server passes its HTML sanitiser: the rules then also hold for the sanitised content
 * (`<script>…</script>` alone is empty, so 必須項目です).
 */
export function createNotificationFormSchema(sanitiseHtml?: (html: string) => string) {
  return z.object({
    title: titleSchema,
    content: sanitiseHtml
      ? contentSchema.transform((html) => sanitiseHtml(html)).pipe(contentSchema)
      : contentSchema,
    tag: requiredEnum(NOTIFICATION_TAG_VALUES),
    publishedAt: requiredDate(),
    isImportant: requiredBoolean(),
    isPublished: requiredBoolean(),
  });
}

export const notificationFormSchema = createNotificationFormSchema();

/** The update body: the form plus the version it was loaded at (optimistic lock), when sent. */
export function createNotificationUpdateSchema(sanitiseHtml?: (html: string) => string) {
  return createNotificationFormSchema(sanitiseHtml).extend({
    version: requiredInteger({ min: 1 }).optional(),
  });
}

/** What the form holds while being edited (tag may be cleared by the user). */
export type NotificationFormInput = z.input<typeof notificationFormSchema>;
/** What the API stores. */
export type NotificationFormValues = z.output<typeof notificationFormSchema>;

/** Columns the admin list may be sorted by (wire names, as the table's headers send them). */
export const NOTIFICATION_SORT_FIELDS = [
  'published_at',
  'id',
  'title',
  'tag',
  'is_important',
  'is_published',
  'updated_at',
] as const;
export type NotificationSortField = (typeof NOTIFICATION_SORT_FIELDS)[number];

export const NOTIFICATION_SEARCH_PER_PAGE_DEFAULT = 20;
export const NOTIFICATION_SEARCH_PER_PAGE_MAX = 100;

/** The admin list's search body: every filter optional; blank means "any". */
export const notificationSearchSchema = z.object({
  keyword: optionalString(NOTIFICATION_TITLE_MAX).optional(),
  tag: blankToNull(requiredEnum(NOTIFICATION_TAG_VALUES)).optional(),
  isPublished: blankToNull(requiredBoolean()).optional(),
  publishedAtFrom: optionalDate().optional(),
  publishedAtTo: optionalDate().optional(),
  page: requiredInteger({ min: 1, max: 1_000_000 }).default(1),
  perPage: requiredInteger({ min: 1, max: NOTIFICATION_SEARCH_PER_PAGE_MAX }).default(
    NOTIFICATION_SEARCH_PER_PAGE_DEFAULT,
  ),
  sort: requiredEnum(NOTIFICATION_SORT_FIELDS).default('published_at'),
  direction: requiredEnum(['asc', 'desc'] as const).default('desc'),
});

export type NotificationSearchInput = z.input<typeof notificationSearchSchema>;
export type NotificationSearch = z.output<typeof notificationSearchSchema>;

export const USER_NOTIFICATIONS_LIMIT_MAX = 50;

/** The user list's query: limit is the page size (3 in the header), page for the notification page. */
export const userNotificationQuerySchema = z.object({
  limit: queryInteger({ min: 1, max: USER_NOTIFICATIONS_LIMIT_MAX }).default(
    HEADER_NOTIFICATIONS_LIMIT,
  ),
  page: queryInteger({ min: 1, max: 1_000_000 }).default(1),
});

/**
 * The HTML a notification may hold, as DOMPurify options: both ends sanitise with it (the server on
 * save and on show, the browser before rendering). No script/style/iframe/object, no on* or style
 * attributes, and links only to http(s), mailto or relative addresses (no javascript:, no data:).
 */
export const NOTIFICATION_HTML_POLICY = {
  ALLOWED_TAGS: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'code',
    'pre',
  ],
  ALLOWED_ATTR: ['href', 'target', 'rel'],
  // DOMPurify's default minus the exotic schemes: it also vets plain values such as target="_blank".
  ALLOWED_URI_REGEXP: /^(?:(?:https?|mailto):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/** The part of a DOM element {@link secureNotificationLink} touches. */
export type LinkLikeElement = {
  nodeName: string;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
};

/** DOMPurify afterSanitizeAttributes hook: links open only in a new tab, never with an opener. */
export function secureNotificationLink(element: LinkLikeElement): void {
  if (element.nodeName.toUpperCase() !== 'A') return;
  if (element.getAttribute('target') !== null && element.getAttribute('target') !== '_blank') {
    element.removeAttribute('target');
  }
  element.setAttribute('rel', 'noopener noreferrer nofollow');
}
