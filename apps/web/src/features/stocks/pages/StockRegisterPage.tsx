import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreStock } from '../api/store-stock.ts';
import { StockRegisterForm, stockRegisterDefaults } from '../components/StockRegisterForm.tsx';

/** /stocks/register: 在庫登録 (the initial stock of a product in a warehouse). */
export function StockRegisterPage() {
  const store = useStoreStock();
  return (
    <RegisterPage
      defaults={stockRegisterDefaults}
      listPath={paths.stocks.list()}
      savedMessage="在庫を登録しました"
    >
      {(form) => <StockRegisterForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
