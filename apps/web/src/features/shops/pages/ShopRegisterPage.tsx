import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreShop } from '../api/store-shop.ts';
import { ShopForm } from '../components/ShopForm.tsx';
import { shopFormDefaults } from '../form/shop-form-values.ts';

/** /shops/register: the empty form. */
export function ShopRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreShop();
  const [initialValues] = useState(shopFormDefaults);
  const toList = () => void navigate(paths.shops.list());

  return (
    <ShopForm
      initialValues={initialValues}
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: 'ショップを登録しました' });
        toList();
      }}
      onCancel={toList}
    />
  );
}
