import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { SEARCH_PER_PAGE_MAX, type Page } from '@logi/shared';
import { http } from '../http/client.ts';

export type MasterOption = { value: string; label: string };
export type MasterRow = { id: number };

/** A master as a select offers it: its rows, and how one reads as an option. */
export type MasterSource<Row extends MasterRow> = {
  /** The rows for what was typed; a master that fits one page ignores it (the browser filters). */
  query: (keyword: string) => UseQueryOptions<Row[], Error, Row[], QueryKey>;
  label: (row: Row) => string;
  /** Searched on the server as the person types: a master too big for one page (products). */
  typeAhead?: { placeholder: string; nothingFound: string };
};

/** Every row of a master whose search fits one page (an organisation has tens of warehouses). */
export const allRowsQuery = <Row>(queryKey: QueryKey, path: string, order: object) =>
  queryOptions({
    queryKey,
    queryFn: () =>
      http
        .post<{ data: Page<Row> }>(path, { perPage: SEARCH_PER_PAGE_MAX, ...order })
        .then((response) => response.data.data),
  });

/** One record's option text by id; undefined until the rows are in (変更履歴's values). */
export const labelById = <Row extends MasterRow>(
  source: MasterSource<Row>,
  rows: Row[] | undefined,
  id: number,
) => {
  const row = rows?.find((candidate) => candidate.id === id);
  return row && source.label(row);
};
