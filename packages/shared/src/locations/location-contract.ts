import { z } from 'zod';
import { recordStamps, resourceResponses } from '../contracts/page.ts';

export { locationEndpoints } from './location-endpoints.ts';

/** A location (棚番) as the API answers it. */
export const locationSchema = z.object({
  id: z.number().int(),
  warehouseId: z.number().int(),
  /** The warehouse's name, for the list and the page title. */
  warehouseName: z.string(),
  code: z.string(),
  name: z.string(),
  routeOrder: z.number().int(),
  pickable: z.boolean(),
  /** The products whose default location in the warehouse this is, by code. */
  productCodes: z.array(z.string()),
  ...recordStamps,
});
export type LocationDto = z.infer<typeof locationSchema>;

/** The success bodies, by endpoint; destroy answers 204, export a CSV file. */
export const locationResponses = resourceResponses(locationSchema);
