import { Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { SUPPLIER_LABELS } from '@logi/shared';
import { AuditTrailPanel, EditRecord } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useSupplier } from '../api/get-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { SupplierForm } from '../components/SupplierForm.tsx';
import { toSupplierFormFields } from '../form/supplier-form-values.ts';

/** /suppliers/{id}/edit: the supplier as first loaded (its version goes with the save) and its 変更履歴. */
export function SupplierEditPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const supplier = useSupplier(id);
  const update = useUpdateSupplier();
  const toList = () => void navigate(paths.suppliers.list());

  return (
    <EditRecord query={supplier} fields={8}>
      {(loaded, reload) => (
        <Stack gap="xl">
          <SupplierForm
            initialValues={toSupplierFormFields(loaded)}
            save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
            onSaved={() => {
              notifications.show({ color: 'teal', message: '仕入先を更新しました' });
              toList();
            }}
            onCancel={toList}
            onReload={reload}
          />
          <AuditTrailPanel resource="suppliers" recordId={id} fieldLabels={SUPPLIER_LABELS} />
        </Stack>
      )}
    </EditRecord>
  );
}
