import DOMPurify from 'dompurify';
import { NOTIFICATION_HTML_POLICY, secureNotificationLink } from '@logi/shared';

// The browser's own DOMPurify, with the policy the server applies on save.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof Element) secureNotificationLink(node);
});

/** Sanitised again before rendering: the page never trusts HTML it did not clean itself. */
export function sanitiseNotificationHtml(html: string): string {
  return DOMPurify.sanitize(html, { ...NOTIFICATION_HTML_POLICY, RETURN_TRUSTED_TYPE: false });
}
