import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { VENDOR_SYNC_STATUS_VALUES } from '../labels/masters.ts';
import { MASTER_CODE_MAX, MASTER_NAME_MAX } from '../suppliers/supplier-schema.ts';
import { optionalAddressShape, requireWholeAddress } from '../validation/address-fields.ts';
import {
  blankToNull,
  optionalRecordId,
  requiredEnum,
  requiredString,
  withLoadedVersion,
} from '../validation/fields.ts';
import { alphanumericHyphenSchema, phoneSchema } from '../validation/patterns.ts';

/**
 * The vendor form (ベンダー, the 入荷元 registered on RSL). The sync status is not in it: only the
 * vendor jobs (external-warehouse issue) change it.
 */
const vendorShape = z.object({
  vendorCode: alphanumericHyphenSchema(MASTER_CODE_MAX),
  name: requiredString(MASTER_NAME_MAX),
  ...optionalAddressShape(),
  phone: blankToNull(phoneSchema()),
  supplierId: optionalRecordId(),
});

export const vendorFormSchema = vendorShape.superRefine(requireWholeAddress);

export const vendorUpdateSchema = withLoadedVersion(vendorShape).superRefine(requireWholeAddress);

export type VendorFormInput = z.input<typeof vendorFormSchema>;
export type VendorFormValues = z.output<typeof vendorFormSchema>;

export const VENDOR_SORT_FIELDS = ['vendor_code', 'name', 'sync_status', 'updated_at'] as const;
export type VendorSortField = (typeof VENDOR_SORT_FIELDS)[number];

/** The list's search body: keyword (code, name, phone) and the sync status. */
export const vendorSearchSchema = z.object({
  ...searchBodyShape(VENDOR_SORT_FIELDS, 'vendor_code'),
  syncStatus: blankToNull(requiredEnum(VENDOR_SYNC_STATUS_VALUES)).optional(),
});
export type VendorSearchInput = z.input<typeof vendorSearchSchema>;
export type VendorSearch = z.output<typeof vendorSearchSchema>;

/** The CSV export body: the list's filters and sort (paging ignored) plus the encoding. */
export const vendorExportSchema = csvExportSchema(vendorSearchSchema);
export type VendorExportInput = z.input<typeof vendorExportSchema>;
