import { PREFECTURES } from '../prefectures.ts';
import { blankToNull, optionalString, requiredEnum } from './fields.ts';
import { postalCodeSchema } from './patterns.ts';

/** Lengths of the address parts: room for any real Japanese address (the web's AddressFields agrees). */
export const ADDRESS_CITY_MAX = 50;
export const ADDRESS_LINE_MAX = 100;

/**
 * The address block of a record whose address may be left blank (a supplier, a vendor): postal
 * code (spec §5 pattern), prefecture (one of the 47), city, address1 (町域・番地), address2 (建物).
 * Each part is checked only when filled; a blank part is stored as null.
 */
export function optionalAddressShape() {
  return {
    postalCode: blankToNull(postalCodeSchema()),
    prefecture: blankToNull(requiredEnum(PREFECTURES)),
    city: optionalString(ADDRESS_CITY_MAX),
    address1: optionalString(ADDRESS_LINE_MAX),
    address2: optionalString(ADDRESS_LINE_MAX),
  };
}
