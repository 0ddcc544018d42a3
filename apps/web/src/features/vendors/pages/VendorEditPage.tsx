import { useParams } from 'react-router';
import { VENDOR_LABELS, VENDOR_SYNC_STATUSES } from '@logi/shared';
import { EditPage } from '../../../components/resource/index.ts';
import { labelById, supplierSource, useSuppliers } from '../../../lib/master-options/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useVendor } from '../api/get-vendor.ts';
import { useUpdateVendor } from '../api/update-vendor.ts';
import { VendorForm } from '../components/VendorForm.tsx';
import { toVendorFormFields } from '../form/vendor-form-values.ts';

// The stored sync state (unsynced…) as the list says it (未連携…).
const syncStatusText = (field: string, value: unknown) =>
  field === 'syncStatus' && typeof value === 'string' && value in VENDOR_SYNC_STATUSES
    ? VENDOR_SYNC_STATUSES[value as keyof typeof VENDOR_SYNC_STATUSES].label
    : undefined;

/** /rsl_venders/{id}/edit: the vendor as first loaded (its version goes with the save) and its 変更履歴. */
export function VendorEditPage() {
  const id = Number(useParams().id);
  const vendor = useVendor(id);
  const update = useUpdateVendor();
  const suppliers = useSuppliers();
  // 変更履歴 in the form's words: the sync state as a label, the supplier by code and name.
  const formatValue = (field: string, value: unknown) =>
    field === 'supplierId' && typeof value === 'number'
      ? labelById(supplierSource, suppliers.data, value)
      : syncStatusText(field, value);

  return (
    <EditPage
      query={vendor}
      fields={8}
      listPath={paths.vendors.list()}
      savedMessage="ベンダーを更新しました"
      audit={{ resource: 'vendors', recordId: id, fieldLabels: VENDOR_LABELS, formatValue }}
    >
      {(loaded, form) => (
        <VendorForm
          {...form}
          initialValues={toVendorFormFields(loaded)}
          loaded={loaded}
          save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
        />
      )}
    </EditPage>
  );
}
