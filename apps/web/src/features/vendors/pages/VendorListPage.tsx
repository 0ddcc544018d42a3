import { vendorEndpoints, VENDOR_SYNC_LABELS } from '@logi/shared';
import { SyncedMasterList, useMasterListProps } from '../../../components/resource/index.ts';
import { useDestroyVendor } from '../api/destroy-vendor.ts';
import { useVendorSearch } from '../api/search-vendors.ts';
import { useFetchVendors, useSendVendors } from '../api/sync-vendors.ts';
import { vendorKeys } from '../api/vendor-keys.ts';
import { VENDOR_VIEW } from '../components/VendorList.tsx';

const calls = {
  endpoints: vendorEndpoints,
  useSearch: useVendorSearch,
  useDestroy: useDestroyVendor,
};
// The jobs that write 連携状態: the list refreshes when one of them ends.
const VENDOR_JOBS = new Set(['vendor_create_update', 'vendor_search']);

/** /rsl_venders: search, paging, sorting, CSV export, edit and delete (the kit); 送信 and 取得. */
export function VendorListPage() {
  const list = useMasterListProps('vendors', VENDOR_VIEW, calls);
  const sync = { labels: VENDOR_SYNC_LABELS, send: useSendVendors(), fetch: useFetchVendors() };
  return <SyncedMasterList list={list} sync={sync} jobs={VENDOR_JOBS} refreshes={vendorKeys.all} />;
}
