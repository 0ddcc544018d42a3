import { stocktakeEndpoints, type ProductImportEncoding } from '@logi/shared';
import { request } from '../../../lib/http/client.ts';
import { useRefreshingMutation } from '../../../lib/query/index.ts';
import { stocktakeKeys } from './stocktake-keys.ts';

export type CountsUpload = { id: number; file: File; encoding: ProductImportEncoding };

/** 実棚数の取込: all or nothing; a refused file throws the 422 with its line errors (行目). */
export const importStocktakeCounts = ({ id, file, encoding }: CountsUpload) =>
  request<{ data: { counted: number } }>('POST', stocktakeEndpoints.import.url({ id }), {
    query: { encoding },
    body: file,
  }).then((response) => response.data);

export const useImportStocktakeCounts = () =>
  useRefreshingMutation(importStocktakeCounts, stocktakeKeys.all);
