import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreStock } from '../api/store-stock.ts';
import { StockRegisterForm, stockRegisterDefaults } from '../components/StockRegisterForm.tsx';

/** /stocks/register: 在庫登録 (the initial stock of a product in a warehouse). */
export const StockRegisterPage = registerPageOf(
  'stocks',
  StockRegisterForm,
  stockRegisterDefaults,
  useStoreStock,
);
