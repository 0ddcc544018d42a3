import type { AppSettingSearchInput } from '@logi/shared';

/** Query keys of the system-integration settings; invalidating `all` refreshes lists and records. */
export const appSettingKeys = {
  all: ['appSettings'] as const,
  searches: () => [...appSettingKeys.all, 'search'] as const,
  search: (search: AppSettingSearchInput) => [...appSettingKeys.searches(), search] as const,
  detail: (id: number) => [...appSettingKeys.all, 'detail', id] as const,
};
