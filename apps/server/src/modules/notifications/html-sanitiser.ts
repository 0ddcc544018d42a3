import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { NOTIFICATION_HTML_POLICY, secureNotificationLink } from '@logi/shared';

// One DOM window and one DOMPurify instance for the process: creating a JSDOM per call is slow.
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as WindowLike);
purify.addHook('afterSanitizeAttributes', (node) => {
  if (node instanceof window.Element) secureNotificationLink(node);
});

/** Notification HTML reduced to the shared policy (spec: sanitised when saved and when shown). */
export function sanitiseNotificationHtml(html: string): string {
  return purify.sanitize(html, { ...NOTIFICATION_HTML_POLICY, RETURN_TRUSTED_TYPE: false });
}
