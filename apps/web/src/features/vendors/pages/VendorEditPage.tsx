import { VENDOR_LABELS, VENDOR_SYNC_STATUSES } from '@logi/shared';
import { editPageOf } from '../../../components/resource/index.ts';
import { labelById, supplierSource, useSuppliers } from '../../../lib/master-options/index.ts';
import { useVendor } from '../api/get-vendor.ts';
import { useUpdateVendor } from '../api/update-vendor.ts';
import { VendorForm } from '../components/VendorForm.tsx';
import { toVendorFormFields } from '../form/vendor-form-values.ts';

// The stored sync state (unsynced…) as the list says it (未連携…).
const syncStatusText = (field: string, value: unknown) =>
  field === 'syncStatus' && typeof value === 'string' && value in VENDOR_SYNC_STATUSES
    ? VENDOR_SYNC_STATUSES[value as keyof typeof VENDOR_SYNC_STATUSES].label
    : undefined;

// 変更履歴 in the form's words: the sync state as a label, the supplier by code and name.
function useFormatValue() {
  const suppliers = useSuppliers();
  return (field: string, value: unknown) =>
    field === 'supplierId' && typeof value === 'number'
      ? labelById(supplierSource, suppliers.data, value)
      : syncStatusText(field, value);
}

/** /rsl_venders/{id}/edit: the vendor as first loaded (its version goes with the save) and its 変更履歴. */
export const VendorEditPage = editPageOf('vendors', {
  calls: { useRecord: useVendor, useUpdate: useUpdateVendor },
  fields: 8,
  audit: { resource: 'vendors', fieldLabels: VENDOR_LABELS },
  useFormatValue,
  form: (loaded, form) => (
    <VendorForm {...form} initialValues={toVendorFormFields(loaded)} loaded={loaded} />
  ),
});
