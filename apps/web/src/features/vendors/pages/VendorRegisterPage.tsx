import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreVendor } from '../api/store-vendor.ts';
import { VendorForm } from '../components/VendorForm.tsx';
import { vendorFormDefaults } from '../form/vendor-form-values.ts';

/** /rsl_venders/register: the empty form. */
export function VendorRegisterPage() {
  const store = useStoreVendor();
  return (
    <RegisterPage
      defaults={vendorFormDefaults}
      listPath={paths.vendors.list()}
      savedMessage="ベンダーを登録しました"
    >
      {(form) => <VendorForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
