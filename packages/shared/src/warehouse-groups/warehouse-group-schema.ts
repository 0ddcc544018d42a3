import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { requiredInteger, requiredString, withLoadedVersion } from '../validation/fields.ts';
import { INVALID_FORMAT_MESSAGE } from '../validation/messages.ts';

export const WAREHOUSE_GROUP_NAME_MAX = 100;
export const WAREHOUSE_GROUP_MEMBERS_MAX = 200;

/**
 * The warehouse group form and the store body: a name and the member warehouses in allocation
 * order (the first is allocated first). At least one member; none twice.
 */
export const warehouseGroupFormSchema = z.object({
  name: requiredString(WAREHOUSE_GROUP_NAME_MAX),
  warehouseIds: z
    .array(requiredInteger({ min: 1 }))
    .min(1)
    .max(WAREHOUSE_GROUP_MEMBERS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, { message: INVALID_FORMAT_MESSAGE }),
});

export const warehouseGroupUpdateSchema = withLoadedVersion(warehouseGroupFormSchema);

export type WarehouseGroupFormInput = z.input<typeof warehouseGroupFormSchema>;
export type WarehouseGroupFormValues = z.output<typeof warehouseGroupFormSchema>;

export const WAREHOUSE_GROUP_SORT_FIELDS = ['name', 'id', 'updated_at'] as const;
export type WarehouseGroupSortField = (typeof WAREHOUSE_GROUP_SORT_FIELDS)[number];

export const warehouseGroupSearchSchema = z.object(
  searchBodyShape(WAREHOUSE_GROUP_SORT_FIELDS, 'name', { keywordMax: WAREHOUSE_GROUP_NAME_MAX }),
);
export type WarehouseGroupSearchInput = z.input<typeof warehouseGroupSearchSchema>;
export type WarehouseGroupSearch = z.output<typeof warehouseGroupSearchSchema>;

/** The CSV export body: the search (paging ignored) plus the file's encoding. */
export const warehouseGroupExportSchema = csvExportSchema(warehouseGroupSearchSchema);
