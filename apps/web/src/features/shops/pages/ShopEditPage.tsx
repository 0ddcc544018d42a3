import { SHOP_ACTIVE_LABELS, SHOP_LABELS } from '@logi/shared';
import { editPageOf } from '../../../components/resource/index.ts';
import {
  labelById,
  useWarehouseGroups,
  warehouseGroupSource,
} from '../../../lib/master-options/index.ts';
import { useShop } from '../api/get-shop.ts';
import { useUpdateShop } from '../api/update-shop.ts';
import { ShopForm } from '../components/ShopForm.tsx';
import { ShopLogoPanel } from '../components/ShopLogoPanel.tsx';
import { toShopFormFields } from '../form/shop-form-values.ts';

// 変更履歴 in the form's words: 利用する / 利用しない, and the group by name (its rows are read).
function useFormatValue() {
  const groups = useWarehouseGroups();
  return (field: string, value: unknown) => {
    if (field === 'isActive' && typeof value === 'boolean') return SHOP_ACTIVE_LABELS[`${value}`];
    if (field === 'warehouseGroupId' && typeof value === 'number')
      return labelById(warehouseGroupSource, groups.data, value);
    return undefined;
  };
}

/** /shops/{id}/edit: the shop as first loaded (its version goes with the save), its 納品書 logo and its 変更履歴. */
export const ShopEditPage = editPageOf('shops', {
  calls: { useRecord: useShop, useUpdate: useUpdateShop },
  fields: 18,
  audit: { resource: 'shops', fieldLabels: SHOP_LABELS },
  useFormatValue,
  form: (loaded, form) => (
    <>
      <ShopForm {...form} initialValues={toShopFormFields(loaded)} />
      <ShopLogoPanel shop={loaded} />
    </>
  ),
});
