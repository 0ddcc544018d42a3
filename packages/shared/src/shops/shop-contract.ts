import { z } from 'zod';
import { recordStamps, resourceResponses } from '../contracts/page.ts';
import { SHOP_MALLS } from '../labels/masters.ts';
import { shopLogoSchema } from './shop-logo.ts';

export { shopEndpoints } from './shop-endpoints.ts';

/** A shop as the API answers it, with its warehouse group's name for the list. */
export const shopSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mall: z.enum(SHOP_MALLS),
  url: z.string().nullable(),
  warehouseGroupId: z.number().int().nullable(),
  warehouseGroup: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  isActive: z.boolean(),
  unallocatableDays: z.number().int(),
  senderPostalCode: z.string().nullable(),
  senderPrefecture: z.string().nullable(),
  senderCity: z.string().nullable(),
  senderTown: z.string().nullable(),
  senderBuilding: z.string().nullable(),
  senderPhone: z.string().nullable(),
  deliveryNoteMessage: z.string().nullable(),
  yamatoBillingCustomerCode: z.string().nullable(),
  yamatoBillingClassCode: z.string().nullable(),
  yamatoFreightNumber: z.string().nullable(),
  sagawaCustomerCode: z.string().nullable(),
  /** The 納品書 logo's type and size (the image is its own route); null without one. */
  logo: shopLogoSchema.nullable(),
  ...recordStamps,
});
export type ShopDto = z.infer<typeof shopSchema>;

export const shopResponses = resourceResponses(shopSchema);
