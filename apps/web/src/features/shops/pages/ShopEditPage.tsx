import { useParams } from 'react-router';
import { SHOP_ACTIVE_LABELS, SHOP_LABELS } from '@logi/shared';
import { EditPage } from '../../../components/resource/index.ts';
import {
  labelById,
  useWarehouseGroups,
  warehouseGroupSource,
} from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useShop } from '../api/get-shop.ts';
import { useUpdateShop } from '../api/update-shop.ts';
import { ShopForm } from '../components/ShopForm.tsx';
import { ShopLogoPanel } from '../components/ShopLogoPanel.tsx';
import { toShopFormFields } from '../form/shop-form-values.ts';

/** /shops/{id}/edit: the shop as first loaded (its version goes with the save), its 納品書 logo and its 変更履歴. */
export function ShopEditPage() {
  const id = Number(useParams().id);
  const shop = useShop(id);
  const update = useUpdateShop();
  const groups = useWarehouseGroups();
  // 変更履歴 in the form's words: 利用する / 利用しない, and the group by name.
  const formatValue = (field: string, value: unknown) => {
    if (field === 'isActive' && typeof value === 'boolean') return SHOP_ACTIVE_LABELS[`${value}`];
    if (field === 'warehouseGroupId' && typeof value === 'number')
      return labelById(warehouseGroupSource, groups.data, value);
    return undefined;
  };

  return (
    <EditPage
      query={shop}
      fields={18}
      listPath={paths.shops.list()}
      savedMessage="ショップを更新しました"
      audit={{ resource: 'shops', recordId: id, fieldLabels: SHOP_LABELS, formatValue }}
    >
      {(loaded, form) => (
        <>
          <ShopForm
            {...form}
            initialValues={toShopFormFields(loaded)}
            save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
          />
          <ShopLogoPanel shop={loaded} />
        </>
      )}
    </EditPage>
  );
}
