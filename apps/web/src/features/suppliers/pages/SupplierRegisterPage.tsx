import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreSupplier } from '../api/store-supplier.ts';
import { SupplierForm } from '../components/SupplierForm.tsx';
import { supplierFormDefaults } from '../form/supplier-form-values.ts';

/** /suppliers/register: the empty form. */
export function SupplierRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreSupplier();
  const [initialValues] = useState(supplierFormDefaults);
  const toList = () => void navigate(paths.suppliers.list());

  return (
    <SupplierForm
      initialValues={initialValues}
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: '仕入先を登録しました' });
        toList();
      }}
      onCancel={toList}
    />
  );
}
