import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreSupplier } from '../api/store-supplier.ts';
import { SupplierForm } from '../components/SupplierForm.tsx';
import { supplierFormDefaults } from '../form/supplier-form-values.ts';

/** /suppliers/register: the empty form. */
export function SupplierRegisterPage() {
  const store = useStoreSupplier();
  return (
    <RegisterPage
      defaults={supplierFormDefaults}
      listPath={paths.suppliers.list()}
      savedMessage="仕入先を登録しました"
    >
      {(form) => <SupplierForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
