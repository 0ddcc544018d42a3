import { describe, expect, it } from 'vitest';
import { appSettingEditSchema, appSettingFormSchema, type AppSettingDto } from '@logi/shared';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { appSettingFormDefaults, toAppSettingFormFields } from './app-setting-form-values.ts';

const stored: AppSettingDto = {
  id: 3,
  name: 'RSL連携',
  kind: 'rsl',
  endpointUrl: 'https://rsl.example.com/api',
  credentials: [
    { key: 'serviceSecret', isSet: true, masked: '••••2468' },
    { key: 'licenseKey', isSet: true, masked: '••••1357' },
  ],
  credentialsUnreadable: false,
  isActive: true,
  lastTest: null,
  version: 2,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-02T00:00:00.000Z',
};

describe('system-integration setting form', () => {
  it('asks a new setting for every credential of its kind', () => {
    const values = { ...appSettingFormDefaults(), name: 'RSL', endpointUrl: 'https://rsl.example' };
    expect(zodFormResolver(appSettingFormSchema)(values)).toEqual({
      'credentials.serviceSecret': '必須項目です',
      'credentials.licenseKey': '必須項目です',
    });
  });

  it('starts an edit with every credential blank, and sends blank as "keep" (null)', () => {
    const fields = toAppSettingFormFields(stored);
    expect(Object.values(fields.credentials).every((value) => value === '')).toBe(true);
    expect(zodFormResolver(appSettingEditSchema)(fields)).toEqual({});
    const body = appSettingEditSchema.parse({
      ...fields,
      credentials: { ...fields.credentials, licenseKey: '  SL-new-key-0001 ' },
    });
    expect(body.credentials).toMatchObject({ serviceSecret: null, licenseKey: 'SL-new-key-0001' });
  });
});
