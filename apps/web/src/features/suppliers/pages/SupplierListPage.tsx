import { supplierEndpoints } from '@logi/shared';
import { listPageOf } from '../../../components/resource/index.ts';
import { useDestroySupplier } from '../api/destroy-supplier.ts';
import { useSupplierSearch } from '../api/search-suppliers.ts';
import { SUPPLIER_VIEW } from '../components/SupplierList.tsx';

const calls = {
  endpoints: supplierEndpoints,
  useSearch: useSupplierSearch,
  useDestroy: useDestroySupplier,
};

/** /suppliers: search, paging, sorting, CSV export, edit and delete (the kit). */
export const SupplierListPage = listPageOf('suppliers', SUPPLIER_VIEW, calls);
