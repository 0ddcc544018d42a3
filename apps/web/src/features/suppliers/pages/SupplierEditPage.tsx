import { useParams } from 'react-router';
import { SUPPLIER_LABELS } from '@logi/shared';
import { EditPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useSupplier } from '../api/get-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { SupplierForm } from '../components/SupplierForm.tsx';
import { toSupplierFormFields } from '../form/supplier-form-values.ts';

/** /suppliers/{id}/edit: the supplier as first loaded (its version goes with the save) and its 変更履歴. */
export function SupplierEditPage() {
  const id = Number(useParams().id);
  const supplier = useSupplier(id);
  const update = useUpdateSupplier();

  return (
    <EditPage
      query={supplier}
      fields={8}
      listPath={paths.suppliers.list()}
      savedMessage="仕入先を更新しました"
      audit={{ resource: 'suppliers', recordId: id, fieldLabels: SUPPLIER_LABELS }}
    >
      {(loaded, form) => (
        <SupplierForm
          {...form}
          initialValues={toSupplierFormFields(loaded)}
          save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
        />
      )}
    </EditPage>
  );
}
