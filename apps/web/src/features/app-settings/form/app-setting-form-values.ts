import {
  CREDENTIAL_KEYS,
  type AppSettingDto,
  type AppSettingKind,
  type CredentialKey,
} from '@logi/shared';

/** What the form holds: a select may be cleared; every credential is a typed value or blank. */
export type AppSettingFormFields = {
  name: string;
  kind: AppSettingKind | null;
  endpointUrl: string;
  credentials: Record<CredentialKey, string>;
  isActive: boolean;
};

const blankCredentials = () =>
  Object.fromEntries(CREDENTIAL_KEYS.map((key) => [key, ''])) as Record<CredentialKey, string>;

export function appSettingFormDefaults(): AppSettingFormFields {
  return {
    name: '',
    kind: 'rsl',
    endpointUrl: 'https://',
    credentials: blankCredentials(),
    isActive: true,
  };
}

/** An edit starts with every credential blank: blank keeps the stored value, typing replaces it. */
export function toAppSettingFormFields(setting: AppSettingDto): AppSettingFormFields {
  return {
    name: setting.name,
    kind: setting.kind,
    endpointUrl: setting.endpointUrl,
    credentials: blankCredentials(),
    isActive: setting.isActive,
  };
}
