import { useParams } from 'react-router';
import { LOCATION_LABELS, LOCATION_PICKABLE_LABELS, recordNotices } from '@logi/shared';
import { EditPage } from '../../../components/resource/index.ts';
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

/** /locations/{id}/edit: 棚番編集, with the audit trail; back to its warehouse's list. */
export function LocationEditPage() {
  const id = Number(useParams().id);
  const location = useLocation(id);
  const update = useUpdateLocation();
  const warehouseId = location.data?.warehouseId;

  return (
    <EditPage
      query={location}
      fields={4}
      listPath={warehouseId ? paths.locations.list(warehouseId) : paths.warehouses.list()}
      savedMessage={recordNotices('locations').updated}
      audit={{ resource: 'locations', recordId: id, fieldLabels: LOCATION_LABELS, formatValue }}
    >
      {(loaded, form) => (
        <LocationForm
          {...form}
          initialValues={toLocationFormFields(loaded)}
          save={(values) => update.mutateAsync({ id, values, version: loaded.version })}
        />
      )}
    </EditPage>
  );
}
