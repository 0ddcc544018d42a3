import { SUPPLIER_LABELS } from '@logi/shared';
import { editPageOf } from '../../../components/resource/index.ts';
import { useSupplier } from '../api/get-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { SupplierForm } from '../components/SupplierForm.tsx';
import { toSupplierFormFields } from '../form/supplier-form-values.ts';

/** /suppliers/{id}/edit: the supplier as first loaded (its version goes with the save) and its 変更履歴. */
export const SupplierEditPage = editPageOf('suppliers', {
  calls: { useRecord: useSupplier, useUpdate: useUpdateSupplier },
  fields: 8,
  audit: { resource: 'suppliers', fieldLabels: SUPPLIER_LABELS },
  form: (loaded, form) => <SupplierForm {...form} initialValues={toSupplierFormFields(loaded)} />,
});
