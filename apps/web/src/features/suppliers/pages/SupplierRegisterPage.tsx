import { registerPageOf } from '../../../components/resource/index.ts';
import { useStoreSupplier } from '../api/store-supplier.ts';
import { SupplierForm } from '../components/SupplierForm.tsx';
import { supplierFormDefaults } from '../form/supplier-form-values.ts';

/** /suppliers/register: the empty form. */
export const SupplierRegisterPage = registerPageOf(
  'suppliers',
  SupplierForm,
  supplierFormDefaults,
  useStoreSupplier,
);
