/** Query keys of 引当処理設定. */
export const allocationSettingsKeys = {
  all: ['allocation-settings'] as const,
  settings: () => [...allocationSettingsKeys.all, 'settings'] as const,
};
