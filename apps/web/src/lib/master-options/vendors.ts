import { vendorEndpoints, type VendorDto } from '@logi/shared';
import { masterOptionKeys } from './master-option-keys.ts';
import { allRowsQuery, type MasterSource } from './master-source.ts';

export const vendorSource: MasterSource<VendorDto> = {
  query: () =>
    allRowsQuery<VendorDto>(masterOptionKeys.vendors(), vendorEndpoints.search.path, {
      sort: 'vendor_code',
      direction: 'asc',
    }),
  label: (row) => `${row.vendorCode} ${row.name}`,
};
