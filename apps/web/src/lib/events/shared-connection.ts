import { createServerEventsConnection } from './server-events-connection.ts';

/** The app's one stream: every hook of this feature retains it, so it opens once per tab. */
export const serverEvents = createServerEventsConnection();
