import { describe, expect, it } from 'vitest';
import { zodIssuesToFieldErrors } from '../validation/field-errors.ts';
import { shopFormSchema, shopSearchSchema } from '../shops/shop-schema.ts';
import { vendorFormSchema, vendorUpdateSchema } from '../vendors/vendor-schema.ts';
import {
  supplierExportSchema,
  supplierFormSchema,
  supplierUpdateSchema,
} from './supplier-schema.ts';

const errorsOf = (result: {
  success: boolean;
  error?: Parameters<typeof zodIssuesToFieldErrors>[0];
}) => (result.success ? {} : zodIssuesToFieldErrors(result.error!));

describe('supplier form', () => {
  it('keeps blank optional fields as null and trims the rest', () => {
    expect(
      supplierFormSchema.parse({ code: ' SUP-1 ', name: '山田', email: '', phone: ' ' }),
    ).toEqual({
      code: 'SUP-1',
      name: '山田',
      nameKana: null,
      postalCode: null,
      prefecture: null,
      city: null,
      town: null,
      building: null,
      phone: null,
      email: null,
      contactName: null,
      note: null,
    });
  });

  it.each([
    ['カタカナ', 'ヤマダ セイサクショ', true],
    ['full-width space and long vowel', 'ヤマダ　ツール・ストアー', true],
    ['hiragana', 'やまだ', false],
    ['half-width katakana', 'ﾔﾏﾀﾞ', false],
    ['latin', 'Yamada', false],
  ])('name kana: %s', (_case, nameKana, ok) => {
    expect(supplierFormSchema.safeParse({ code: 'A', name: 'B', nameKana }).success).toBe(ok);
  });

  it('needs every part of a started address but the building', () => {
    const result = supplierFormSchema.safeParse({ code: 'A', name: 'B', city: '横浜市' });
    expect(errorsOf(result)).toEqual({
      postalCode: ['必須項目です'],
      prefecture: ['必須項目です'],
      town: ['必須項目です'],
    });
  });

  it('requires the version on update, and the export takes an encoding', () => {
    expect(errorsOf(supplierUpdateSchema.safeParse({ code: 'A', name: 'B' }))).toEqual({
      version: ['必須項目です'],
    });
    expect(supplierExportSchema.parse({}).encoding).toBe('utf8');
    expect(errorsOf(supplierExportSchema.safeParse({ encoding: 'latin1' }))).toEqual({
      encoding: ['形式が間違っています'],
    });
  });
});

describe('vendor form', () => {
  it('has no sync status: the server keeps it', () => {
    const parsed = vendorFormSchema.parse({
      vendorCode: 'V1',
      name: 'ベンダー',
      syncStatus: 'synced',
    });
    expect(parsed).not.toHaveProperty('syncStatus');
    expect(parsed.supplierId).toBeNull();
  });

  it('takes a supplier id as a positive integer', () => {
    const result = vendorUpdateSchema.safeParse({
      vendorCode: 'V1',
      name: 'x',
      supplierId: 0,
      version: 1,
    });
    expect(errorsOf(result)).toEqual({ supplierId: ['1以上で入力してください'] });
  });
});

describe('shop form', () => {
  it.each(['楽天市場', 'Amazon', 'Yahoo!ショッピング', 'Shopify', '自社サイト', 'その他'])(
    'accepts the mall %s',
    (mall) => {
      expect(shopFormSchema.safeParse({ code: 'S', name: 'n', mall, isActive: true }).success).toBe(
        true,
      );
    },
  );

  it('checks the URL start and requires the mall and 利用', () => {
    const result = shopFormSchema.safeParse({ code: 'S', name: 'n', url: 'www.example.com' });
    expect(errorsOf(result)).toEqual({
      mall: ['必須項目です'],
      url: ['形式が間違っています'],
      isActive: ['必須項目です'],
    });
  });

  it('searches by mall and 利用, blank meaning any', () => {
    expect(shopSearchSchema.parse({ mall: '', isActive: null })).toMatchObject({
      mall: null,
      isActive: null,
      sort: 'code',
      direction: 'asc',
      page: 1,
      perPage: 20,
    });
  });
});
