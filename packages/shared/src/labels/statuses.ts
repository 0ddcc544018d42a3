/** Spec §4 process statuses with their label, icon and colour. */
export const PROCESS_STATUSES = {
  pending: { label: '未処理', icon: 'check', color: 'teal' },
  processing: { label: '処理中', icon: 'spinner', color: 'blue' },
  completed: { label: '処理完了', icon: 'check', color: 'teal' },
  failed: { label: '処理失敗', icon: 'cross', color: 'red' },
} as const;

export type ProcessStatus = keyof typeof PROCESS_STATUSES;
export type ProcessStatusIcon = (typeof PROCESS_STATUSES)[ProcessStatus]['icon'];

/** For z.enum. */
export const PROCESS_STATUS_VALUES = Object.keys(PROCESS_STATUSES) as readonly ProcessStatus[];

export function isProcessStatus(value: unknown): value is ProcessStatus {
  return typeof value === 'string' && Object.hasOwn(PROCESS_STATUSES, value);
}

/** Spec §4: a process that is not processing can be deleted. */
export function isProcessDeletable(status: ProcessStatus): boolean {
  return status !== 'processing';
}

/** A process that has ended, done or failed: it will not move again. */
export function isProcessFinished(status: ProcessStatus): boolean {
  return status === 'completed' || status === 'failed';
}

/** Spec §3/§4 notification tags with their header label and colour. */
export const NOTIFICATION_TAGS = {
  notification: { label: 'お知らせ', color: 'blue' },
  release: { label: 'リリース', color: 'teal' },
  maintenance: { label: 'メンテナンス', color: 'orange' },
} as const;

export type NotificationTag = keyof typeof NOTIFICATION_TAGS;

/** For z.enum. */
export const NOTIFICATION_TAG_VALUES = Object.keys(NOTIFICATION_TAGS) as readonly NotificationTag[];

/** Spec §4: the notification form's default tag. */
export const DEFAULT_NOTIFICATION_TAG: NotificationTag = 'notification';

export function isNotificationTag(value: unknown): value is NotificationTag {
  return typeof value === 'string' && Object.hasOwn(NOTIFICATION_TAGS, value);
}
