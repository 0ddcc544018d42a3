import { describe, expect, it } from 'vitest';
import { supplierFormSchema, type SupplierDto } from '@logi/shared';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { supplierFormDefaults, toSupplierFormFields } from './supplier-form-values.ts';

const validate = zodFormResolver(supplierFormSchema);

const stored: SupplierDto = {
  id: 3,
  code: 'SUP-001',
  name: '株式会社山田製作所',
  nameKana: null,
  postalCode: '530-0001',
  prefecture: '大阪府',
  city: '大阪市北区',
  town: '梅田3-1-3',
  building: null,
  phone: '06-6345-1200',
  email: null,
  contactName: '山田 健一',
  note: null,
  version: 2,
  createdAt: '2026-04-01T00:00:00.000Z',
  updatedAt: '2026-04-02T00:00:00.000Z',
};

describe('supplier form', () => {
  it('asks only for the code and the name when empty', () => {
    expect(validate(supplierFormDefaults())).toEqual({
      code: '必須項目です',
      name: '必須項目です',
    });
  });

  it('shows a stored supplier with blanks for nulls and saves it back unchanged', () => {
    const fields = toSupplierFormFields(stored);
    expect(fields.building).toBe('');
    expect(validate(fields)).toEqual({});
    const {
      id: _id,
      version: _version,
      createdAt: _created,
      updatedAt: _updated,
      ...values
    } = stored;
    expect(supplierFormSchema.parse(fields)).toEqual(values);
  });
});
