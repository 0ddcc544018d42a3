import { describe, expect, it } from 'vitest';
import { warehouseFormSchema } from '@logi/shared';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { warehouseFormDefaults } from './warehouse-form-values.ts';

const validate = zodFormResolver(warehouseFormSchema);

describe('warehouse form', () => {
  it('starts as an own warehouse in use, cut off at 13:00', () => {
    expect(warehouseFormDefaults()).toMatchObject({
      type: 'own',
      inUse: true,
      cutoffTime: '13:00',
      appSettingId: null,
    });
  });

  it('needs an integration setting once the type is external', () => {
    const values = { ...warehouseFormDefaults(), code: 'OSAKA-1', name: '大阪倉庫', type: 'rsl' };
    expect(validate(values)).toEqual({ appSettingId: '必須項目です' });
    expect(validate({ ...values, appSettingId: 4 })).toEqual({});
  });

  it('sends blank address parts and phone as null', () => {
    const body = warehouseFormSchema.parse({ ...warehouseFormDefaults(), code: 'A', name: '倉庫' });
    expect(body).toMatchObject({ postalCode: null, prefecture: null, phone: null });
  });
});
