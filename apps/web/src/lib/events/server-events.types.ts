// The event contract lives in packages/shared, one definition for both ends.
export type {
  ProcessDto as ProcessPayload,
  ServerEvent,
  ServerEventOf,
  ServerEventType,
} from '@logi/shared';
