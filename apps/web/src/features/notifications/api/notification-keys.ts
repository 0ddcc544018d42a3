import type { NotificationSearchInput } from '@logi/shared';

/** Query keys of the notifications feature; invalidating `all` refreshes the bell and every list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  admin: () => [...notificationKeys.all, 'admin'] as const,
  adminSearches: () => [...notificationKeys.admin(), 'search'] as const,
  adminSearch: (search: NotificationSearchInput) =>
    [...notificationKeys.adminSearches(), search] as const,
  adminDetail: (id: number) => [...notificationKeys.admin(), 'detail', id] as const,
  user: () => [...notificationKeys.all, 'user'] as const,
  userLists: () => [...notificationKeys.user(), 'list'] as const,
  userList: (query: { limit: number; page: number }) =>
    [...notificationKeys.userLists(), query] as const,
  userDetail: (id: number) => [...notificationKeys.user(), 'detail', id] as const,
};
