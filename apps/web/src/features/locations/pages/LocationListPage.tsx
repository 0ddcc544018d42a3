import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import { locationEndpoints, PAGE_TITLES, recordNotices, TEXTS } from '@logi/shared';
import {
  CsvExportButton,
  ResourceList,
  useListSearch,
} from '../../../components/resource/index.ts';
import { isApiError } from '../../../lib/http/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useDestroyLocation } from '../api/destroy-location.ts';
import { useLocationSearch } from '../api/search-locations.ts';
import {
  LOCATION_COLUMNS,
  LOCATION_LIST,
  locationSearchFields,
} from '../components/LocationList.tsx';

/** /warehouses/{id}/locations: one own warehouse's 棚番, along the picking route. */
const NOTICES = recordNotices('locations');

/** A refused export's message (the server's Japanese one), else the error panel's title. */
const exportFailed = (error: unknown) =>
  error &&
  notifications.show({
    color: 'red',
    message: isApiError(error) ? error.message : TEXTS.errorPanelTitle,
  });

export function LocationListPage() {
  const warehouseId = Number(useParams().id);
  const listed = useListSearch(LOCATION_LIST, useLocationSearch, (filters) => ({
    ...filters,
    warehouseId,
  }));
  const { filters, sort, direction } = listed.list.query;
  const destroy = useDestroyLocation();
  return (
    <ResourceList
      {...listed}
      columns={LOCATION_COLUMNS}
      rowLabel={(row) => row.code}
      searchForm={{ label: NOTICES.searchLabel, fields: locationSearchFields }}
      registerTo={paths.locations.register(warehouseId)}
      editTo={(row) => paths.locations.edit(row.id)}
      remove={{ run: (row) => destroy.mutateAsync(row.id), done: NOTICES.deleted }}
      pageActions={
        // The warehouse is the page's, not a filter of the URL query: the export names it itself.
        <CsvExportButton
          url={locationEndpoints.export.path}
          body={{ ...filters, sort, direction, warehouseId }}
          fallbackName={`${PAGE_TITLES.locations.list}.csv`}
          onError={exportFailed}
        />
      }
    />
  );
}
