// The system-integration settings module's public surface: warehouses read a setting's name and
// kind; the external-warehouse adapters will open its credentials through here.
export { appSettingSummaries, findAppSetting } from './app-settings.repository.ts';
export type { AppSettingRow } from './app-settings.table.ts';
export { appSettingsRoutes } from './app-settings.routes.ts';
export { secretBoxOf, loadSecretsKey } from './secrets-key.ts';
export {
  createSecretBox,
  maskSecret,
  SecretUnreadableError,
  type SecretBox,
} from './secret-box.ts';
export {
  APP_SETTING_NOT_FOUND,
  type AppSettingKindCheck,
  type AppSettingUsage,
} from './app-settings.service.ts';
