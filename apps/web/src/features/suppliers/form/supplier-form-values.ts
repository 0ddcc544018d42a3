import type { SupplierDto } from '@logi/shared';
import {
  addressFormValues,
  EMPTY_ADDRESS,
  type AddressValues,
} from '../../../components/postal/address-values.ts';

/** What the supplier form holds while being edited: every field as typed ('' when blank). */
export type SupplierFormFields = AddressValues & {
  code: string;
  name: string;
  nameKana: string;
  phone: string;
  email: string;
  contactName: string;
  note: string;
};

export const supplierFormDefaults = (): SupplierFormFields => ({
  code: '',
  name: '',
  nameKana: '',
  ...EMPTY_ADDRESS,
  phone: '',
  email: '',
  contactName: '',
  note: '',
});

export function toSupplierFormFields(supplier: SupplierDto): SupplierFormFields {
  return {
    code: supplier.code,
    name: supplier.name,
    nameKana: supplier.nameKana ?? '',
    ...addressFormValues(supplier),
    phone: supplier.phone ?? '',
    email: supplier.email ?? '',
    contactName: supplier.contactName ?? '',
    note: supplier.note ?? '',
  };
}
