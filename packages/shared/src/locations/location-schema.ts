import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import {
  blankToNull,
  optionalRecordId,
  requiredBoolean,
  requiredInteger,
  requiredString,
  withLoadedVersion,
} from '../validation/fields.ts';
import { alphanumericHyphenSchema } from '../validation/patterns.ts';
import { PRODUCT_CODE_MAX } from '../products/product-schema.ts';

export const LOCATION_CODE_MAX = 30;
export const LOCATION_NAME_MAX = 100;
/** 順路: the place along the picking walk; a gap of 10 leaves room to insert a shelf later. */
export const LOCATION_ROUTE_ORDER_MAX = 999_999;
/** The products a location is the default of, per save (a shelf holds a few dozen at most). */
export const LOCATION_PRODUCTS_MAX = 500;

const locationShape = z.object({
  warehouseId: requiredInteger({ min: 1 }),
  code: alphanumericHyphenSchema(LOCATION_CODE_MAX),
  name: requiredString(LOCATION_NAME_MAX),
  routeOrder: requiredInteger({ min: 0, max: LOCATION_ROUTE_ORDER_MAX }),
  pickable: requiredBoolean(),
  // The products whose default location (標準棚番) in this warehouse is this one.
  productCodes: z
    .array(requiredString(PRODUCT_CODE_MAX))
    .max(LOCATION_PRODUCTS_MAX)
    .default([])
    .transform((codes) => [...new Set(codes)]),
});

/** The location form and the store body: a shelf of one own warehouse. */
export const locationFormSchema = locationShape;

/** The update body: the form plus the version it was loaded at (optimistic lock). */
export const locationUpdateSchema = withLoadedVersion(locationShape);

export type LocationFormInput = z.input<typeof locationFormSchema>;
export type LocationFormValues = z.output<typeof locationFormSchema>;

export const LOCATION_SORT_FIELDS = ['route_order', 'code', 'name', 'updated_at'] as const;
export type LocationSortField = (typeof LOCATION_SORT_FIELDS)[number];

/** The list's search: one warehouse's shelves (none: every warehouse's), in route order. */
export const locationSearchSchema = z.object({
  ...searchBodyShape(LOCATION_SORT_FIELDS, 'route_order', { keywordMax: LOCATION_NAME_MAX }),
  warehouseId: optionalRecordId().optional(),
  pickable: blankToNull(requiredBoolean()).optional(),
});
export type LocationSearchInput = z.input<typeof locationSearchSchema>;
export type LocationSearch = z.output<typeof locationSearchSchema>;

/** The CSV export body: the search (paging ignored) plus the file's encoding. */
export const locationExportSchema = csvExportSchema(locationSearchSchema);
