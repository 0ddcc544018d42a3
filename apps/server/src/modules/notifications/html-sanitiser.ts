import { createRequire } from 'node:module';
import type { DOMPurify, WindowLike } from 'dompurify';
import type { JSDOM as JsdomClass } from 'jsdom';
import { NOTIFICATION_HTML_POLICY, secureNotificationLink } from '@logi/shared';

// jsdom costs a server ~60 MB: it is loaded on the first notification sanitised (an admin saving
// one, a user opening one), not at start. require keeps the sanitiser synchronous for the form
// schema. One DOM window and one DOMPurify instance then serve the process.
const require = createRequire(import.meta.url);
let purifier: DOMPurify | undefined;

function loadPurifier(): DOMPurify {
  const { JSDOM } = require('jsdom') as { JSDOM: typeof JsdomClass };
  const createDOMPurify = require('dompurify') as (window: WindowLike) => DOMPurify;
  const { window } = new JSDOM('');
  const purify = createDOMPurify(window as unknown as WindowLike);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node instanceof window.Element) secureNotificationLink(node);
  });
  return purify;
}

/** Notification HTML reduced to the shared policy (spec: sanitised when saved and when shown). */
export function sanitiseNotificationHtml(html: string): string {
  purifier ??= loadPurifier();
  return purifier.sanitize(html, { ...NOTIFICATION_HTML_POLICY, RETURN_TRUSTED_TYPE: false });
}
