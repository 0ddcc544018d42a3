import { useQuery } from '@tanstack/react-query';
import {
  fulfilmentEndpoints as endpoints,
  type FulfilmentParcelDto,
  type FulfilmentSearchInput,
  type FulfilmentStageCounts,
  type Page,
} from '@logi/shared';
import { http } from '../../../lib/http/client.ts';
import { fulfilmentKeys } from './fulfilment-keys.ts';
import { pagedSearchQuery } from '../../../lib/query/index.ts';

/** A parcel as the list's rows: its 出荷指示 is the row's id (selection, labels). */
export type ParcelRow = FulfilmentParcelDto & { id: number };

/** A page of parcels with each stage's count under the other filters (the tabs). */
type ParcelPage<Row> = Page<Row> & { counts: FulfilmentStageCounts };

/** 出荷作業's list: one page of own-warehouse parcels under the filters, and the tabs' counts. */
export const searchParcels = (search: FulfilmentSearchInput) =>
  http
    .post<{ data: ParcelPage<FulfilmentParcelDto> }>(endpoints.search.path, search)
    .then(({ data }): ParcelPage<ParcelRow> => ({
      ...data,
      data: data.data.map((parcel) => ({ ...parcel, id: parcel.instructionId })),
    }));

export const parcelSearchQueryOptions = (search: FulfilmentSearchInput) =>
  pagedSearchQuery(fulfilmentKeys.parcels(search), () => searchParcels(search));

export const useParcelSearch = (search: FulfilmentSearchInput) =>
  useQuery(parcelSearchQueryOptions(search));
