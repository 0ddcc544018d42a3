import { z } from 'zod';
import { recordStamps, resourceResponses } from '../contracts/page.ts';
import { VENDOR_SYNC_STATUS_VALUES } from '../labels/masters.ts';
import { addressDtoShape } from '../validation/address-fields.ts';

export { vendorEndpoints } from './vendor-endpoints.ts';

const nullableText = () => z.string().nullable();

/** A vendor as the API answers it, with its supplier's code and name for the list. */
export const vendorSchema = z.object({
  id: z.number().int(),
  vendorCode: z.string(),
  name: z.string(),
  ...addressDtoShape(),
  phone: nullableText(),
  supplierId: z.number().int().nullable(),
  supplier: z.object({ id: z.number().int(), code: z.string(), name: z.string() }).nullable(),
  syncStatus: z.enum(VENDOR_SYNC_STATUS_VALUES),
  syncedAt: nullableText(),
  ...recordStamps,
});
export type VendorDto = z.infer<typeof vendorSchema>;

export const vendorResponses = resourceResponses(vendorSchema);
