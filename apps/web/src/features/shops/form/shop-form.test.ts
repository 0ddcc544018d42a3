import { describe, expect, it } from 'vitest';
import { SHOP_SENDER_MESSAGES, shopFormSchema, type ShopDto } from '@logi/shared';
import { zodFormResolver } from '../../../lib/form/zod-form-resolver.ts';
import { shopFormDefaults, toShopFormFields } from './shop-form-values.ts';

const validate = zodFormResolver(shopFormSchema);
const named = { ...shopFormDefaults(), code: 'S-1', name: '店', mall: 'Shopify' as const };

describe('shop form', () => {
  it('starts in use, and asks for the code, the name and the mall', () => {
    expect(shopFormDefaults().isActive).toBe(true);
    expect(validate(shopFormDefaults())).toEqual({
      code: '必須項目です',
      name: '必須項目です',
      mall: '必須項目です',
    });
  });

  it('takes 引当不可日数 as a whole number of days from 0, refusing a negative one', () => {
    expect(shopFormDefaults().unallocatableDays).toBe(0);
    expect(validate({ ...named, unallocatableDays: -1 })).toEqual({
      unallocatableDays: expect.stringMatching(/0以上/),
    });
    expect(shopFormSchema.parse({ ...named, unallocatableDays: 30 }).unallocatableDays).toBe(30);
  });

  it('sends a blank URL, 送り主 and carrier codes as none', () => {
    expect(shopFormSchema.parse(named)).toMatchObject({
      url: null,
      warehouseGroupId: null,
      senderPostalCode: null,
      deliveryNoteMessage: null,
      yamatoBillingCustomerCode: null,
    });
  });

  it('flags a 送り主 begun but not finished on its first missing part', () => {
    const begun = { ...named, senderPostalCode: '150-0001', senderPrefecture: '東京都' };
    expect(validate(begun)).toMatchObject({
      senderCity: SHOP_SENDER_MESSAGES.senderIncomplete,
      senderPhone: '必須項目です',
    });
  });

  it('edits a stored shop with its 送り主 and codes, blanks as empty text', () => {
    const stored: ShopDto = {
      ...{ id: 1, code: 'S-1', name: '店', mall: 'Shopify', url: null, isActive: true },
      unallocatableDays: 14,
      ...{ warehouseGroupId: null, warehouseGroup: null, version: 1, createdAt: '', updatedAt: '' },
      logo: null,
      ...{ senderPostalCode: '150-0001', senderPrefecture: '東京都', senderCity: '渋谷区' },
      ...{ senderTown: '神宮前1-2-3', senderBuilding: null, senderPhone: '03-1234-5678' },
      ...{ deliveryNoteMessage: 'ありがとうございます', sagawaCustomerCode: '123456789012' },
      ...{
        yamatoBillingCustomerCode: null,
        yamatoBillingClassCode: null,
        yamatoFreightNumber: null,
      },
    };
    expect(toShopFormFields(stored)).toMatchObject({
      unallocatableDays: 14,
      senderCity: '渋谷区',
      senderBuilding: '',
      sagawaCustomerCode: '123456789012',
      yamatoFreightNumber: '',
    });
  });
});
