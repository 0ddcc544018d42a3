import type { LocationDto } from '@logi/shared';

/** What the form holds: the shelf of the page's warehouse, its products as codes. */
export type LocationFormFields = {
  warehouseId: number;
  code: string;
  name: string;
  routeOrder: number | string;
  pickable: boolean;
  productCodes: string[];
};

export const locationFormDefaults = (warehouseId: number): LocationFormFields => ({
  warehouseId,
  code: '',
  name: '',
  routeOrder: '',
  pickable: true,
  productCodes: [],
});

export const toLocationFormFields = (location: LocationDto): LocationFormFields => ({
  warehouseId: location.warehouseId,
  code: location.code,
  name: location.name,
  routeOrder: location.routeOrder,
  pickable: location.pickable,
  productCodes: location.productCodes,
});
