import { z } from 'zod';
import { recordStamps, resourceResponses } from '../contracts/page.ts';
import { addressDtoShape } from '../validation/address-fields.ts';

export { supplierEndpoints } from './supplier-endpoints.ts';

const nullableText = () => z.string().nullable();

/** A supplier as the API answers it. */
export const supplierSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameKana: nullableText(),
  ...addressDtoShape(),
  phone: nullableText(),
  email: nullableText(),
  contactName: nullableText(),
  note: nullableText(),
  ...recordStamps,
});
export type SupplierDto = z.infer<typeof supplierSchema>;

/** The success bodies, by endpoint; destroy answers 204, export a CSV file. */
export const supplierResponses = resourceResponses(supplierSchema);
