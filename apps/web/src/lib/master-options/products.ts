import { queryOptions, type QueryKey } from '@tanstack/react-query';
import { productEndpoints, type Page, type ProductDto } from '@logi/shared';
import { http } from '../http/client.ts';
import { masterOptionKeys } from './master-option-keys.ts';
import type { MasterSource } from './master-source.ts';

// 100,000 products won't fit a list: the server searches what was typed, a page of 20 to pick from.
const SUGGESTIONS = 20;
const isJan = (keyword: string) => /^\d{8}$|^\d{13}$/.test(keyword);

const productSearch = (byJan: boolean) => (keyword: string) =>
  queryOptions({
    queryKey: masterOptionKeys.productSearch(keyword, byJan) as QueryKey,
    queryFn: () =>
      http
        .post<{ data: Page<ProductDto> }>(
          productEndpoints.search.path,
          byJan && isJan(keyword)
            ? { janCode: keyword, perPage: SUGGESTIONS }
            : { keyword, perPage: SUGGESTIONS },
        )
        .then((response) => response.data.data),
  });

const label = (row: ProductDto) => `${row.productCode} ${row.name}`;
const nothingFound = '該当する商品がありません';

/** Products whose code or name contains what was typed. */
export const productSource: MasterSource<ProductDto> = {
  query: productSearch(false),
  label,
  typeAhead: { placeholder: '商品コード・商品名で検索', nothingFound },
};

/** The same, and a typed JAN (8 or 13 digits) searches the JAN (入荷・返品's 商品追加). */
export const productOrJanSource: MasterSource<ProductDto> = {
  query: productSearch(true),
  label,
  typeAhead: { placeholder: '商品コード・商品名・JANで検索', nothingFound },
};
