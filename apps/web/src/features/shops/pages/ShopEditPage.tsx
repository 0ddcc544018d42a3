import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { SHOP_LABELS } from '@logi/shared';
import { AuditTrailPanel, EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useShop } from '../api/get-shop.ts';
import { useUpdateShop } from '../api/update-shop.ts';
import { ShopForm } from '../components/ShopForm.tsx';
import { toShopFormFields } from '../form/shop-form-values.ts';

/** /shops/{id}/edit: the shop as first loaded (its version goes with the save) and its 変更履歴. */
export function ShopEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const shop = useShop(id);
  const update = useUpdateShop();
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
          <AuditTrailPanel resource="shops" recordId={id} fieldLabels={SHOP_LABELS} />
        </Stack>
      )}
    </EditRecord>
  );
}
