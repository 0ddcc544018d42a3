import { DEFAULT_CUTOFF_TIME, type WarehouseDto, type WarehouseType } from '@logi/shared';

/** What the form holds: texts as typed (blank = none), the setting's id or null. */
export type WarehouseFormFields = {
  code: string;
  name: string;
  type: WarehouseType | null;
  inUse: boolean;
  appSettingId: number | null;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  building: string;
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
    postalCode: '',
    prefecture: '',
    city: '',
    town: '',
    building: '',
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
    postalCode: warehouse.postalCode ?? '',
    prefecture: warehouse.prefecture ?? '',
    city: warehouse.city ?? '',
    town: warehouse.town ?? '',
    building: warehouse.building ?? '',
    phone: warehouse.phone ?? '',
    cutoffTime: warehouse.cutoffTime,
    isActive: warehouse.isActive,
  };
}
