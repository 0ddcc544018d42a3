import type { ShopDto, ShopMall } from '@logi/shared';

/** The shop's shipping-day texts (送り主, 納品書 message, carrier codes) as typed: '' when blank. */
export type ShopShippingFields = {
  senderPostalCode: string;
  senderPrefecture: string;
  senderCity: string;
  senderTown: string;
  senderBuilding: string;
  senderPhone: string;
  deliveryNoteMessage: string;
  yamatoBillingCustomerCode: string;
  yamatoBillingClassCode: string;
  yamatoFreightNumber: string;
  sagawaCustomerCode: string;
};

/** What the shop form holds while being edited: the mall and the group may be unchosen. */
export type ShopFormFields = ShopShippingFields & {
  code: string;
  name: string;
  mall: ShopMall | null;
  url: string;
  warehouseGroupId: number | null;
  isActive: boolean;
  /** 引当不可日数 as typed ('' while blank: the schema asks for a number). */
  unallocatableDays: number | '';
};

const SHIPPING_FIELDS = [
  'senderPostalCode',
  'senderPrefecture',
  'senderCity',
  'senderTown',
  'senderBuilding',
  'senderPhone',
  'deliveryNoteMessage',
  'yamatoBillingCustomerCode',
  'yamatoBillingClassCode',
  'yamatoFreightNumber',
  'sagawaCustomerCode',
] as const satisfies readonly (keyof ShopShippingFields)[];

const shippingFields = (shop?: ShopDto): ShopShippingFields =>
  Object.fromEntries(
    SHIPPING_FIELDS.map((field) => [field, shop?.[field] ?? '']),
  ) as ShopShippingFields;

export const shopFormDefaults = (): ShopFormFields => ({
  code: '',
  name: '',
  mall: null,
  url: '',
  warehouseGroupId: null,
  isActive: true,
  unallocatableDays: 0,
  ...shippingFields(),
});

export function toShopFormFields(shop: ShopDto): ShopFormFields {
  return {
    code: shop.code,
    name: shop.name,
    mall: shop.mall,
    url: shop.url ?? '',
    warehouseGroupId: shop.warehouseGroupId,
    isActive: shop.isActive,
    unallocatableDays: shop.unallocatableDays,
    ...shippingFields(shop),
  };
}
