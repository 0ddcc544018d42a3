import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreShop } from '../api/store-shop.ts';
import { ShopForm } from '../components/ShopForm.tsx';
import { shopFormDefaults } from '../form/shop-form-values.ts';

/** /shops/register: the empty form. */
export const ShopRegisterPage = registerPageOf('shops', ShopForm, shopFormDefaults, useStoreShop);
