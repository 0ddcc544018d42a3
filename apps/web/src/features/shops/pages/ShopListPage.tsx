import { shopEndpoints } from '@logi/shared';
import { listPageOf } from '../../../components/resource/index.ts';
import { useDestroyShop } from '../api/destroy-shop.ts';
import { useShopSearch } from '../api/search-shops.ts';
import { SHOP_VIEW } from '../components/ShopList.tsx';

const calls = { endpoints: shopEndpoints, useSearch: useShopSearch, useDestroy: useDestroyShop };

/** /shops: search, paging, sorting, CSV export, edit and delete (the kit). */
export const ShopListPage = listPageOf('shops', SHOP_VIEW, calls);
