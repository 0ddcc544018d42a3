import { useQuery } from '@tanstack/react-query';
import { shopEndpoints, type ShopDto } from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { shopKeys } from './shop-keys.ts';
import { currentRecordQuery } from '../../../lib/query/index.ts';

export const getShop = (id: number, signal?: AbortSignal) =>
  http.getData<ShopDto>(shopEndpoints.show.url({ id }), undefined, signal);

export const shopQueryOptions = (id: number) =>
  currentRecordQuery(shopKeys.detail(id), (signal) => getShop(id, signal));

export const useShop = (id: number) => useQuery(shopQueryOptions(id));
