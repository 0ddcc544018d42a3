import { DEFAULT_CUTOFF_TIME, type WarehouseDto, type WarehouseType } from '@logi/shared';
import {
  addressFormValues,
  EMPTY_ADDRESS,
  type AddressValues,
} from '../../../components/postal/address-values.ts';

/** What the form holds: texts as typed (blank = none), the setting's id or null. */
export type WarehouseFormFields = AddressValues & {
  code: string;
  name: string;
  type: WarehouseType | null;
  inUse: boolean;
  appSettingId: number | null;
  phone: string;
  cutoffTime: string;
  isActive: boolean;
};

export function warehouseFormDefaults(): WarehouseFormFields {
  return {
    code: '',
    name: '',
    type: 'own',
    inUse: true,
    appSettingId: null,
    ...EMPTY_ADDRESS,
    phone: '',
    cutoffTime: DEFAULT_CUTOFF_TIME,
    isActive: true,
  };
}

export function toWarehouseFormFields(warehouse: WarehouseDto): WarehouseFormFields {
  return {
    code: warehouse.code,
    name: warehouse.name,
    type: warehouse.type,
    inUse: warehouse.inUse,
    appSettingId: warehouse.appSettingId,
    ...addressFormValues(warehouse),
    phone: warehouse.phone ?? '',
    cutoffTime: warehouse.cutoffTime,
    isActive: warehouse.isActive,
  };
}
