import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreShop } from '../api/store-shop.ts';
import { ShopForm } from '../components/ShopForm.tsx';
import { shopFormDefaults } from '../form/shop-form-values.ts';

/** /shops/register: the empty form. */
export function ShopRegisterPage() {
  const store = useStoreShop();
  return (
    <RegisterPage
      defaults={shopFormDefaults}
      listPath={paths.shops.list()}
      savedMessage="ショップを登録しました"
    >
      {(form) => <ShopForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
