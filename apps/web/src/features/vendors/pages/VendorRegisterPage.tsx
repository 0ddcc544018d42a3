import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useStoreVendor } from '../api/store-vendor.ts';
import { VendorForm } from '../components/VendorForm.tsx';
import { vendorFormDefaults } from '../form/vendor-form-values.ts';

/** /rsl_venders/register: the empty form. */
export function VendorRegisterPage() {
  const navigate = useNavigate();
  const store = useStoreVendor();
  const [initialValues] = useState(vendorFormDefaults);
  const toList = () => void navigate(paths.vendors.list());

  return (
    <VendorForm
      initialValues={initialValues}
      save={(values) => store.mutateAsync(values)}
      onSaved={() => {
        notifications.show({ color: 'teal', message: 'ベンダーを登録しました' });
        toList();
      }}
      onCancel={toList}
    />
  );
}
