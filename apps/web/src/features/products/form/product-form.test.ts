import { describe, expect, it } from 'vitest';
import { productFormSchema, zodIssuesToFieldErrors } from '@logi/shared';
import { productFormDefaults } from './product-form-values.ts';

const errorsOf = (values: object) => {
  const result = productFormSchema.safeParse(values);
  return result.success ? {} : zodIssuesToFieldErrors(result.error);
};

describe('product form values', () => {
  it('asks for the code and name of an empty form, and keeps blank sizes as null', () => {
    expect(errorsOf(productFormDefaults())).toEqual({
      productCode: ['必須項目です'],
      name: ['必須項目です'],
    });
    const parsed = productFormSchema.parse({
      ...productFormDefaults(),
      productCode: 'TEA-1',
      name: '緑茶',
    });
    expect(parsed).toMatchObject({ weightG: null, janCode: null, note: null, price: 0 });
  });

  it('checks the JAN check digit and refuses a negative price', () => {
    const values = { ...productFormDefaults(), productCode: 'A', name: 'B' };
    expect(errorsOf({ ...values, janCode: '4901234567890', price: -1 })).toEqual({
      janCode: ['チェックデジット（13桁目）が正しくありません（正しくは4）'],
      price: ['0以上で入力してください'],
    });
    expect(errorsOf({ ...values, janCode: '4901234567894' })).toEqual({});
    expect(errorsOf({ ...values, taxRate: 5 })).toEqual({ taxRate: ['形式が間違っています'] });
  });
});
