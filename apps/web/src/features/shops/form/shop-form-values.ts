import type { ShopDto, ShopMall } from '@logi/shared';

/** What the shop form holds while being edited: the mall and the group may be unchosen. */
export type ShopFormFields = {
  code: string;
  name: string;
  mall: ShopMall | null;
  url: string;
  warehouseGroupId: number | null;
  isActive: boolean;
};

export const shopFormDefaults = (): ShopFormFields => ({
  code: '',
  name: '',
  mall: null,
  url: '',
  warehouseGroupId: null,
  isActive: true,
});

export function toShopFormFields(shop: ShopDto): ShopFormFields {
  return {
    code: shop.code,
    name: shop.name,
    mall: shop.mall,
    url: shop.url ?? '',
    warehouseGroupId: shop.warehouseGroupId,
    isActive: shop.isActive,
  };
}
