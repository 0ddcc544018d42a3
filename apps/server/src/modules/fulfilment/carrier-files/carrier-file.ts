import {
  CARRIER_FILE_MESSAGES as M,
  DELIVERY_CARRIER_RULES,
  DELIVERY_CARRIERS,
  DELIVERY_METHODS,
  type DeliveryCarrier,
  type DeliveryChoice,
  deliveryRuleBreaks,
} from '@logi/shared';
import type { CarrierFile, LabelParty, LabelShipment, RefusedShipment } from './label-shipment.ts';
import { ShipmentRefusal } from './shipment-fields.ts';
import { firstUnencodable, ShiftJisBuffer, toLabelText } from './shift-jis.ts';

/** A carrier's import layout: its column names in order, and whether the file starts with them. */
export type CarrierLayout = {
  carrier: DeliveryCarrier;
  columns: readonly string[];
  headerRow: boolean;
};

const RULE_FIELDS: Record<keyof DeliveryChoice, string> = {
  method: '配送方法',
  carrier: '配送業者',
  timeSlot: '配達時間帯',
  cool: 'クール区分',
  codAmount: '代引金額',
};

const partyText = (party: LabelParty): LabelParty => ({
  name: toLabelText(party.name),
  postalCode: party.postalCode,
  prefecture: toLabelText(party.prefecture),
  city: toLabelText(party.city),
  town: toLabelText(party.town),
  building: party.building === null ? null : toLabelText(party.building),
  phone: party.phone,
});

/** The shipment's texts with lookalikes and line breaks made printable (shift-jis.ts). */
const labelTexts = (shipment: LabelShipment): LabelShipment => ({
  ...shipment,
  recipient: partyText(shipment.recipient),
  sender: partyText(shipment.sender),
  itemNames: shipment.itemNames.map(toLabelText),
  note: shipment.note === null ? null : toLabelText(shipment.note),
});

/** Refuses a shipment this carrier's file cannot carry, or whose choices break the rules. */
function checkChoices(layout: CarrierLayout, shipment: LabelShipment) {
  const carrierLabel = DELIVERY_CARRIERS[layout.carrier];
  if (
    shipment.carrier !== layout.carrier ||
    !DELIVERY_CARRIER_RULES[layout.carrier].methods.includes(shipment.method)
  )
    throw new ShipmentRefusal(
      '配送方法',
      M.methodNotCarried(carrierLabel, DELIVERY_METHODS[shipment.method]),
    );
  const [broken] = deliveryRuleBreaks(shipment);
  if (broken) throw new ShipmentRefusal(RULE_FIELDS[broken.field], broken.message);
}

/**
 * Writes the row as one CSV line (every field quoted: leading zeros survive a spreadsheet), or
 * refuses the shipment naming the first field Shift_JIS cannot hold.
 */
function writeRow(file: ShiftJisBuffer, layout: CarrierLayout, values: readonly string[]) {
  const start = file.length;
  for (const [index, value] of values.entries()) {
    if (index > 0) file.appendAscii(',');
    if (!file.appendQuoted(value)) {
      file.truncate(start);
      const field = layout.columns[index]!;
      throw new ShipmentRefusal(field, M.unencodable(field, firstUnencodable(value)!));
    }
  }
  file.appendAscii('\r\n');
}

/**
 * The carrier's label file: a row per shipment the layout can carry (Shift_JIS, CRLF); the others
 * are listed with the field at fault and left out, so the rest can still be printed.
 */
export function writeCarrierFile(
  layout: CarrierLayout,
  shipments: readonly LabelShipment[],
  rowOf: (shipment: LabelShipment) => string[],
): CarrierFile {
  const file = new ShiftJisBuffer();
  const refused: RefusedShipment[] = [];
  if (layout.headerRow) writeRow(file, layout, layout.columns);
  for (const shipment of shipments) {
    try {
      checkChoices(layout, shipment);
      const values = rowOf(labelTexts(shipment));
      if (values.length !== layout.columns.length)
        throw new Error(`A ${layout.carrier} row has ${values.length} columns.`);
      writeRow(file, layout, values);
    } catch (error) {
      if (!(error instanceof ShipmentRefusal)) throw error;
      refused.push({
        orderNumber: shipment.orderNumber,
        field: error.field,
        message: error.message,
      });
    }
  }
  return { bytes: file.toBuffer(), written: shipments.length - refused.length, refused };
}

const columnIndexes = new WeakMap<CarrierLayout, Map<string, number>>();

/** A row of the layout's length, filled from column name → value (unnamed columns stay blank). */
export function rowFrom(layout: CarrierLayout, values: Record<string, string>): string[] {
  let indexes = columnIndexes.get(layout);
  if (!indexes) {
    indexes = new Map(layout.columns.map((column, index) => [column, index]));
    columnIndexes.set(layout, indexes);
  }
  const row: string[] = new Array<string>(layout.columns.length).fill('');
  for (const [column, value] of Object.entries(values)) {
    const index = indexes.get(column);
    if (index === undefined) throw new Error(`${column} is not a ${layout.carrier} column.`);
    row[index] = value;
  }
  return row;
}
