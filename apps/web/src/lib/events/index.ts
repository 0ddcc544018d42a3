// Server push for the signed-in app. The stream opens once per tab while anything uses it;
// ServerEventsProvider (or useServerEventsConnection) in the signed-in layout keeps it open.
export { ServerEventsProvider, useServerEventsConnection } from './ServerEventsProvider.tsx';
export { serverEvents } from './shared-connection.ts';
export {
  useServerEvent,
  useServerEventsReconnected,
  useInvalidateOnServerEvent,
} from './use-server-event.ts';
export { useFollowedProcess } from './use-followed-process.ts';
export type {
  ProcessPayload,
  ServerEvent,
  ServerEventOf,
  ServerEventType,
} from './server-events.types.ts';
