import { CARRIER_FILE_MESSAGES as M } from '@logi/shared';
import type { LabelParty } from './label-shipment.ts';
import { shiftJisWidth } from './shift-jis.ts';

/** Thrown while a row is built: the shipment is left out of the file with this field and reason. */
export class ShipmentRefusal extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message);
  }
}

/** How a layout measures a field and says its limit (全角16文字, 半角64文字…). */
export type FieldWidth = { measure: (text: string) => number; max: number; limit: string };

/** A field the layout sizes in 全角 characters: each counts as two Shift_JIS bytes. */
export const zenkaku = (characters: number): FieldWidth => ({
  measure: shiftJisWidth,
  max: characters * 2,
  limit: `全角${characters}文字`,
});

/** The text when it fits the field; a longer one refuses the shipment (addresses are never cut). */
export function fitted(field: string, text: string, width: FieldWidth): string {
  if (width.measure(text) > width.max)
    throw new ShipmentRefusal(field, M.tooLong(field, width.limit));
  return text;
}

/** The text cut to the field with a closing '…' (品名 and remarks only: a description, not an address). */
export function shortened(text: string, width: FieldWidth): string {
  if (width.measure(text) <= width.max) return text;
  let kept = '';
  for (const character of text) {
    if (width.measure(`${kept}${character}…`) > width.max) break;
    kept += character;
  }
  return `${kept}…`;
}

/**
 * Parts spread over consecutive fields of the given widths: whole parts first (a building stays
 * on its own line when it can), else cut at the field's end; what still does not fit refuses.
 */
export function spread(
  field: string,
  parts: readonly string[],
  widths: readonly FieldWidth[],
  limit: string,
): string[] {
  const present = parts.filter((part) => part.length > 0);
  const whole = packWhole(present, widths);
  if (whole) return whole;
  const lines: string[] = [];
  let rest = present.join('');
  for (const width of widths) {
    let line = '';
    for (const character of rest) {
      if (width.measure(line + character) > width.max) break;
      line += character;
    }
    lines.push(line);
    rest = rest.slice(line.length);
  }
  if (rest.length > 0) throw new ShipmentRefusal(field, M.tooLong(field, limit));
  return lines;
}

// One part to a field, in order, each whole; null when a part does not fit its field.
function packWhole(parts: readonly string[], widths: readonly FieldWidth[]): string[] | null {
  if (parts.length > widths.length) return null;
  const lines = widths.map(() => '');
  for (const [index, part] of parts.entries()) {
    if (widths[index]!.measure(part) > widths[index]!.max) return null;
    lines[index] = part;
  }
  return lines;
}

const PHONE = /^[0-9-]+$/;

/** A phone as the layout takes it: digits and hyphens, 10–11 digits, within `max` characters. */
export function phoneOf(field: string, phone: string, max: number): string {
  const digits = phone.replace(/-/g, '');
  if (!PHONE.test(phone) || digits.length < 10 || digits.length > 11 || phone.length > max)
    throw new ShipmentRefusal(field, M.invalidPhone(field));
  return phone;
}

/** A postal code as 123-4567 (or 1234567 when the layout wants bare digits). */
export function postalCodeOf(field: string, postalCode: string, hyphen: boolean): string {
  const digits = postalCode.replace('-', '');
  if (!/^[0-9]{7}$/.test(digits)) throw new ShipmentRefusal(field, M.invalidPostalCode(field));
  return hyphen ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

const ORDER_NUMBER = /^[A-Za-z0-9-]+$/;

/** The order number when the layout's 管理番号 can carry it whole (it comes back with the tracking number). */
export function orderNumberOf(orderNumber: string, max: number, limit: string): string {
  if (!ORDER_NUMBER.test(orderNumber) || orderNumber.length > max)
    throw new ShipmentRefusal('受注番号', M.invalidOrderNumber(limit));
  return orderNumber;
}

/** 都道府県・市区町村・町域 as one address line. */
export const streetOf = (party: LabelParty) => `${party.prefecture}${party.city}${party.town}`;

/** YYYY-MM-DD as the layout writes it: 2026/11/26 or 20261126. */
export const slashDate = (day: string | null) => (day ? day.replaceAll('-', '/') : '');
export const compactDate = (day: string | null) => (day ? day.replaceAll('-', '') : '');
