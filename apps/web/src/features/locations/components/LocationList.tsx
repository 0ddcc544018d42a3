import {
  LOCATION_LABELS as LABELS,
  LOCATION_PICKABLE_LABELS,
  LOCATION_SORT_FIELDS,
  type LocationDto,
} from '@logi/shared';
import {
  defineListQuery,
  flagFilter,
  keywordFilter,
  searchFields,
  updatedAtColumn,
  type FiltersOf,
  type ResourceColumn,
} from '../../../components/resource/index.ts';

/** The list's URL query: filters, page and order (along the picking route). */
export const LOCATION_LIST = defineListQuery({
  filters: { keyword: 'text', pickable: 'boolean' },
  sortFields: LOCATION_SORT_FIELDS,
  defaultSort: 'route_order',
  perPage: 50,
});

type Filters = FiltersOf<typeof LOCATION_LIST.filters>;

export const LOCATION_COLUMNS: ResourceColumn<LocationDto>[] = [
  {
    accessor: 'routeOrder',
    title: LABELS.routeOrder,
    sortable: true,
    sortKey: 'route_order',
    textAlign: 'right',
  },
  { accessor: 'code', title: LABELS.code, sortable: true },
  { accessor: 'name', title: LABELS.name, sortable: true },
  {
    accessor: 'pickable',
    title: LABELS.pickable,
    render: (row) => LOCATION_PICKABLE_LABELS[`${row.pickable}`],
  },
  {
    accessor: 'productCodes',
    title: LABELS.productCodes,
    render: (row) => row.productCodes.join(' ') || '—',
  },
  updatedAtColumn(),
];

export const locationSearchFields = searchFields<Filters>(
  keywordFilter('棚番・棚名', 240),
  flagFilter('pickable', LABELS.pickable, LOCATION_PICKABLE_LABELS, 180),
);
