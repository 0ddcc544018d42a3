import { LOCATION_LABELS, LOCATION_PICKABLE_LABELS, type LocationDto } from '@logi/shared';
import { editPageOf } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useLocation } from '../api/get-location.ts';
import { useUpdateLocation } from '../api/update-location.ts';
import { LocationForm } from '../components/LocationForm.tsx';
import { toLocationFormFields } from '../form/location-form-values.ts';

// The trail shows the flag by its label and the products as their codes.
const formatValue = (field: string, value: unknown) => {
  if (field === 'pickable' && typeof value === 'boolean')
    return LOCATION_PICKABLE_LABELS[`${value}`];
  if (field === 'productCodes' && Array.isArray(value)) return value.join(' ');
  return undefined;
};

// Back to the record's own warehouse's 棚番 (the warehouses until it is loaded).
const LIST = {
  kind: 'locations',
  listPath: (loaded?: LocationDto) =>
    loaded ? paths.locations.list(loaded.warehouseId) : paths.warehouses.list(),
} as const;

/** /locations/{id}/edit: 棚番編集, with the audit trail; back to its warehouse's list. */
export const LocationEditPage = editPageOf(LIST, {
  calls: { useRecord: useLocation, useUpdate: useUpdateLocation },
  fields: 4,
  audit: { resource: 'locations', fieldLabels: LOCATION_LABELS },
  useFormatValue: () => formatValue,
  form: (loaded, form) => <LocationForm {...form} initialValues={toLocationFormFields(loaded)} />,
});
