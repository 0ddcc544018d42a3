import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  warehouseGroupEndpoints,
  type Page,
  type WarehouseGroupDto,
  type WarehouseGroupSearchInput,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { allocationSettingsKeys } from './allocation-settings-keys.ts';

// The organisation's groups fit on one page (the search's maximum) for the select.
const ALL_GROUPS: WarehouseGroupSearchInput = { perPage: 100 };

export const getGroupOptions = () =>
  http
    .post<{ data: Page<WarehouseGroupDto> }>(warehouseGroupEndpoints.search.path, ALL_GROUPS)
    .then((response) => response.data.data);

/** The warehouse groups the default may name (name and members, for the select). */
export const useGroupOptions = () =>
  useQuery(
    queryOptions({ queryKey: allocationSettingsKeys.groupOptions(), queryFn: getGroupOptions }),
  );
