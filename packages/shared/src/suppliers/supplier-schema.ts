import { z } from 'zod';
import { csvExportSchema } from '../contracts/csv-export.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { optionalAddressShape, requireWholeAddress } from '../validation/address-fields.ts';
import {
  blankToNull,
  EMAIL_MAX,
  optionalString,
  requiredEmail,
  requiredString,
  withLoadedVersion,
} from '../validation/fields.ts';
import { INVALID_FORMAT_MESSAGE } from '../validation/messages.ts';
import { alphanumericHyphenSchema, phoneSchema } from '../validation/patterns.ts';

export const MASTER_CODE_MAX = 30;
export const MASTER_NAME_MAX = 100;
export const CONTACT_NAME_MAX = 50;
export const MASTER_NOTE_MAX = 1000;

// Full-width katakana, the long-vowel mark, the middle dot and spaces: how フリガナ is written.
const KATAKANA = /^[ァ-ヶー・ \u3000]+$/u;

const supplierShape = z.object({
  code: alphanumericHyphenSchema(MASTER_CODE_MAX),
  name: requiredString(MASTER_NAME_MAX),
  nameKana: optionalString(MASTER_NAME_MAX).refine((kana) => kana === null || KATAKANA.test(kana), {
    message: INVALID_FORMAT_MESSAGE,
  }),
  ...optionalAddressShape(),
  phone: blankToNull(phoneSchema()),
  email: blankToNull(requiredEmail(EMAIL_MAX)),
  contactName: optionalString(CONTACT_NAME_MAX),
  note: optionalString(MASTER_NOTE_MAX, { multiline: true }),
});

/**
 * The supplier form (仕入先), for the web form and the server's store body alike; an address,
 * once started, needs every part but the building.
 */
export const supplierFormSchema = supplierShape.superRefine(requireWholeAddress);

/** The update body: the form plus the version it was loaded at (optimistic lock). */
export const supplierUpdateSchema =
  withLoadedVersion(supplierShape).superRefine(requireWholeAddress);

export type SupplierFormInput = z.input<typeof supplierFormSchema>;
export type SupplierFormValues = z.output<typeof supplierFormSchema>;

/** Columns the list may be sorted by (wire names). */
export const SUPPLIER_SORT_FIELDS = [
  'code',
  'name',
  'name_kana',
  'prefecture',
  'updated_at',
] as const;
export type SupplierSortField = (typeof SUPPLIER_SORT_FIELDS)[number];

/** The list's search body; the keyword matches code, name, kana, contact and phone. */
export const supplierSearchSchema = z.object(searchBodyShape(SUPPLIER_SORT_FIELDS, 'code'));
export type SupplierSearchInput = z.input<typeof supplierSearchSchema>;
export type SupplierSearch = z.output<typeof supplierSearchSchema>;

/** The CSV export body: the list's filters and sort (paging ignored) plus the encoding. */
export const supplierExportSchema = csvExportSchema(supplierSearchSchema);
export type SupplierExportInput = z.input<typeof supplierExportSchema>;
