import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { SHOP_ACTIVE_LABELS, SHOP_LABELS } from '@logi/shared';
import { AuditTrailPanel, EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useShop } from '../api/get-shop.ts';
import { useWarehouseGroupOptions } from '../api/get-warehouse-group-options.ts';
import { useUpdateShop } from '../api/update-shop.ts';
import { ShopForm } from '../components/ShopForm.tsx';
import { toShopFormFields } from '../form/shop-form-values.ts';

/** /shops/{id}/edit: the shop as first loaded (its version goes with the save) and its 変更履歴. */
export function ShopEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const shop = useShop(id);
  const update = useUpdateShop();
  const groups = useWarehouseGroupOptions();
  // 変更履歴 in the form's words: 利用する / 利用しない, and the group by name.
  const formatValue = (field: string, value: unknown) => {
    if (field === 'isActive' && typeof value === 'boolean') return SHOP_ACTIVE_LABELS[`${value}`];
    if (field === 'warehouseGroupId' && typeof value === 'number')
      return groups.data?.find((option) => option.value === String(value))?.label;
    return undefined;
  };
  const toList = () => void navigate(paths.shops.list());

  return (
    <EditRecord query={shop} fields={8}>
      {(loaded, reload) => (
        <Stack gap="xl">
          <ShopForm
            initialValues={toShopFormFields(loaded)}
            save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
            onSaved={() => {
              notifications.show({ color: 'teal', message: 'ショップを更新しました' });
              toList();
            }}
            onCancel={toList}
            onReload={reload}
          />
          <AuditTrailPanel
            resource="shops"
            recordId={id}
            fieldLabels={SHOP_LABELS}
            formatValue={formatValue}
          />
        </Stack>
      )}
    </EditRecord>
  );
}
