import type { VendorDto } from '@logi/shared';

/** What the vendor form holds while being edited: texts as typed, the supplier's id or none. */
export type VendorFormFields = {
  vendorCode: string;
  name: string;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  building: string;
  phone: string;
  supplierId: number | null;
};

export const vendorFormDefaults = (): VendorFormFields => ({
  vendorCode: '',
  name: '',
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  building: '',
  phone: '',
  supplierId: null,
});

export function toVendorFormFields(vendor: VendorDto): VendorFormFields {
  return {
    vendorCode: vendor.vendorCode,
    name: vendor.name,
    postalCode: vendor.postalCode ?? '',
    prefecture: vendor.prefecture ?? '',
    city: vendor.city ?? '',
    town: vendor.town ?? '',
    building: vendor.building ?? '',
    phone: vendor.phone ?? '',
    supplierId: vendor.supplierId,
  };
}
