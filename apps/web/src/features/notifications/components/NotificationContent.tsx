import { Typography } from '@mantine/core';
import { useMemo } from 'react';
import { sanitiseNotificationHtml } from './sanitise-html.ts';

/** A notification's HTML body, re-sanitised in the browser before it is rendered. */
export function NotificationContent({ html }: { html: string }) {
  const safeHtml = useMemo(() => sanitiseNotificationHtml(html), [html]);
  return (
    <Typography>
      <div data-testid="notification-content" dangerouslySetInnerHTML={{ __html: safeHtml }} />
    </Typography>
  );
}
