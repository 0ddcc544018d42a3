import { describe, expect, it } from 'vitest';
import { vendorFormSchema } from '@logi/shared';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { vendorFormDefaults } from './vendor-form-values.ts';

const validate = zodFormResolver(vendorFormSchema);

describe('vendor form', () => {
  it('asks only for the vendor code and the name when empty', () => {
    expect(validate(vendorFormDefaults())).toEqual({
      vendorCode: '必須項目です',
      name: '必須項目です',
    });
  });

  it('sends the chosen supplier by id, or null', () => {
    const filled = { ...vendorFormDefaults(), vendorCode: 'V1', name: '大阪工場' };
    expect(vendorFormSchema.parse({ ...filled, supplierId: 4 }).supplierId).toBe(4);
    expect(vendorFormSchema.parse(filled).supplierId).toBeNull();
  });
});
