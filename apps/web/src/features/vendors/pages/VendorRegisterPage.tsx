import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreVendor } from '../api/store-vendor.ts';
import { VendorForm } from '../components/VendorForm.tsx';
import { vendorFormDefaults } from '../form/vendor-form-values.ts';

/** /rsl_venders/register: the empty form. */
export const VendorRegisterPage = registerPageOf(
  'vendors',
  VendorForm,
  vendorFormDefaults,
  useStoreVendor,
);
