import { z } from 'zod';
import { PREFECTURES } from '../prefectures.ts';
import { blankToNull, optionalString, requiredEnum } from './fields.ts';
import { REQUIRED_MESSAGE } from './messages.ts';
import { postalCodeSchema } from './patterns.ts';

/** Lengths of the address parts: room for any real Japanese address (the web's AddressFields agrees). */
export const ADDRESS_CITY_MAX = 50;
export const ADDRESS_LINE_MAX = 100;

/**
 * The address block of a record whose address may be left blank (a supplier, a vendor), named as
 * the web's AddressFields names it: postal code (spec §5 pattern), prefecture (one of the 47), city,
 * town (町域・番地) and building (建物). Each part is checked when filled; a blank part is null.
 */
export function optionalAddressShape() {
  return {
    postalCode: blankToNull(postalCodeSchema()),
    prefecture: blankToNull(requiredEnum(PREFECTURES)),
    city: optionalString(ADDRESS_CITY_MAX),
    town: optionalString(ADDRESS_LINE_MAX),
    building: optionalString(ADDRESS_LINE_MAX),
  };
}

/** The same block for a body that may leave the address keys out altogether (a warehouse). */
export function omittableAddressShape() {
  const shape = optionalAddressShape();
  return {
    postalCode: shape.postalCode.optional(),
    prefecture: shape.prefecture.optional(),
    city: shape.city.optional(),
    town: shape.town.optional(),
    building: shape.building.optional(),
  };
}

/** The address block as the API answers it: each part a string or null. */
export function addressDtoShape() {
  return {
    postalCode: z.string().nullable(),
    prefecture: z.string().nullable(),
    city: z.string().nullable(),
    town: z.string().nullable(),
    building: z.string().nullable(),
  };
}

// The parts an address needs once any of it is given (the building stays optional).
const ADDRESS_PARTS = ['postalCode', 'prefecture', 'city', 'town'] as const;
type AddressParts = Partial<Record<(typeof ADDRESS_PARTS)[number], string | null | undefined>>;

/** superRefine check: an address, once started, needs every part but the building (必須項目です). */
export function requireWholeAddress(values: AddressParts, ctx: z.RefinementCtx): void {
  if (!ADDRESS_PARTS.some((part) => values[part])) return;
  for (const part of ADDRESS_PARTS) {
    if (!values[part]) ctx.addIssue({ code: 'custom', path: [part], message: REQUIRED_MESSAGE });
  }
}
