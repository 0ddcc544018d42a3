export const settingsKeys = {
  all: ['settings'] as const,
  public: () => [...settingsKeys.all, 'public'] as const,
  app: () => [...settingsKeys.all, 'app'] as const,
  userIp: () => [...settingsKeys.all, 'user-ip'] as const,
};
