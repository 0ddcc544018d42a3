import { describe, expect, it } from 'vitest';
import { warehouseGroupFormSchema, type WarehouseGroupDto } from '@logi/shared';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import {
  toWarehouseGroupFormFields,
  warehouseGroupFormDefaults,
} from './warehouse-group-form-values.ts';

describe('warehouse group form', () => {
  it('keeps the members in priority order', () => {
    const group: WarehouseGroupDto = {
      id: 1,
      name: '標準グループ',
      members: [
        { priority: 1, warehouseId: 7, code: 'RSL', name: 'RSL市川', type: 'rsl' },
        { priority: 2, warehouseId: 3, code: 'TOKYO', name: '東京倉庫', type: 'own' },
      ],
      version: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
      updatedAt: '2026-11-01T00:00:00.000Z',
    };
    expect(toWarehouseGroupFormFields(group)).toEqual({
      name: '標準グループ',
      warehouseIds: [7, 3],
    });
  });

  it('needs a name and at least one member', () => {
    expect(zodFormResolver(warehouseGroupFormSchema)(warehouseGroupFormDefaults())).toEqual({
      name: '必須項目です',
      warehouseIds: '1つ以上必要です',
    });
  });
});
