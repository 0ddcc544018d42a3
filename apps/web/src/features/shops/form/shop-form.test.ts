import { describe, expect, it } from 'vitest';
import { shopFormSchema } from '@logi/shared';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { shopFormDefaults } from './shop-form-values.ts';

const validate = zodFormResolver(shopFormSchema);

describe('shop form', () => {
  it('starts in use, and asks for the code, the name and the mall', () => {
    expect(shopFormDefaults().isActive).toBe(true);
    expect(validate(shopFormDefaults())).toEqual({
      code: '必須項目です',
      name: '必須項目です',
      mall: '必須項目です',
    });
  });

  it('sends a blank URL as none', () => {
    const values = { ...shopFormDefaults(), code: 'S-1', name: '店', mall: 'Shopify' as const };
    expect(shopFormSchema.parse(values)).toMatchObject({ url: null, warehouseGroupId: null });
  });
});
