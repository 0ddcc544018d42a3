import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  stockEndpoints,
  type Page,
  type StockByProductDto,
  type StockDto,
  type StockListPage,
  type StockSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { stockKeys } from './stock-keys.ts';

export const searchStocks = (search: StockSearchInput) =>
  http.postData<StockListPage>(stockEndpoints.search.path, search);

/** A product row of the by-product list, keyed by its product for the table. */
export type StockProductRow = StockByProductDto & { id: number };

/** The list's filters and paging; the view (stockType) is the hook's own. */
type ListSearch = Omit<StockSearchInput, 'stockType'> & { stockType?: unknown };

/** The by-product list: one row per product with its warehouses. */
export const stockProductSearchQueryOptions = (search: ListSearch) =>
  queryOptions({
    queryKey: stockKeys.search({ ...search, stockType: 'stockByProduct' }),
    queryFn: () => searchStocks({ ...search, stockType: 'stockByProduct' }),
    placeholderData: keepPreviousData,
    select: (page): Page<StockProductRow> => ({
      ...page,
      data: (page.data as StockByProductDto[]).map((row) => ({ ...row, id: row.productId })),
    }),
  });

export const useStockProductSearch = (search: ListSearch) =>
  useQuery(stockProductSearchQueryOptions(search));

/** The by-warehouse list: one row per stock row. */
export const stockRowSearchQueryOptions = (search: ListSearch) =>
  queryOptions({
    queryKey: stockKeys.search({ ...search, stockType: 'stockByWarehouse' }),
    queryFn: () => searchStocks({ ...search, stockType: 'stockByWarehouse' }),
    placeholderData: keepPreviousData,
    select: (page): Page<StockDto> => ({ ...page, data: page.data as StockDto[] }),
  });

export const useStockRowSearch = (search: ListSearch) =>
  useQuery(stockRowSearchQueryOptions(search));
