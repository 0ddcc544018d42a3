import { shopEndpoints, type ShopDto } from '@logi/shared';
import { masterOptionKeys } from './master-option-keys.ts';
import { allRowsQuery, type MasterSource } from './master-source.ts';

export const shopSource: MasterSource<ShopDto> = {
  query: () =>
    allRowsQuery<ShopDto>(masterOptionKeys.shops(), shopEndpoints.search.path, {
      sort: 'code',
      direction: 'asc',
    }),
  label: (row) => `${row.code} ${row.name}`,
};
