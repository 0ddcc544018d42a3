import type { VendorDto } from '@logi/shared';
import {
  addressFormValues,
  EMPTY_ADDRESS,
  type AddressValues,
} from '../../../components/postal/address-values.ts';

/** What the vendor form holds while being edited: texts as typed, the supplier's id or none. */
export type VendorFormFields = AddressValues & {
  vendorCode: string;
  name: string;
  phone: string;
  supplierId: number | null;
};

export const vendorFormDefaults = (): VendorFormFields => ({
  vendorCode: '',
  name: '',
  ...EMPTY_ADDRESS,
  phone: '',
  supplierId: null,
});

export function toVendorFormFields(vendor: VendorDto): VendorFormFields {
  return {
    vendorCode: vendor.vendorCode,
    name: vendor.name,
    ...addressFormValues(vendor),
    phone: vendor.phone ?? '',
    supplierId: vendor.supplierId,
  };
}
