import { useParams } from 'react-router';
import { recordNotices } from '@logi/shared';
import { RegisterPage } from '../../../components/resource/index.ts';
import { paths } from '../../../lib/paths.ts';
import { useStoreLocation } from '../api/store-location.ts';
import { LocationForm } from '../components/LocationForm.tsx';
import { locationFormDefaults } from '../form/location-form-values.ts';

/** /warehouses/{id}/locations/register: 棚番登録 in that warehouse. */
export function LocationRegisterPage() {
  const warehouseId = Number(useParams().id);
  const store = useStoreLocation();
  return (
    <RegisterPage
      defaults={() => locationFormDefaults(warehouseId)}
      listPath={paths.locations.list(warehouseId)}
      savedMessage={recordNotices('locations').registered}
    >
      {(form) => <LocationForm {...form} save={(values) => store.mutateAsync(values)} />}
    </RegisterPage>
  );
}
