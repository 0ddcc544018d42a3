import type { SupplierDto } from '@logi/shared';

/** What the supplier form holds while being edited: every field as typed ('' when blank). */
export type SupplierFormFields = {
  code: string;
  name: string;
  nameKana: string;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  building: string;
  phone: string;
  email: string;
  contactName: string;
  note: string;
};

export const supplierFormDefaults = (): SupplierFormFields => ({
  code: '',
  name: '',
  nameKana: '',
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  building: '',
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
    postalCode: supplier.postalCode ?? '',
    prefecture: supplier.prefecture ?? '',
    city: supplier.city ?? '',
    town: supplier.town ?? '',
    building: supplier.building ?? '',
    phone: supplier.phone ?? '',
    email: supplier.email ?? '',
    contactName: supplier.contactName ?? '',
    note: supplier.note ?? '',
  };
}
