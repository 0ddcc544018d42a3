import {
  DELIVERY_CARRIERS,
  FULFILMENT_MESSAGES as M,
  PRODUCT_IMPORT_TEXTS as TEXTS,
  type DeliveryCarrier,
  type OrderCsvLineError,
  type ProductImportEncoding,
  type TrackingImportResultDto,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { lockOrders, refreshOrderStatuses } from '../orders/index.ts';
import { CsvRejection, resolveEncoding } from '../product-import/index.ts';
import { lockInstructionsByIds, shipInstructions } from '../shipping/index.ts';
import type { StockActor } from '../stocks/index.ts';
import { trackableParcels, type TrackableParcel } from '../../read-models/fulfilment/index.ts';
import { parseIssuedData, type IssuedShipment } from './carrier-files/index.ts';

// 伝票番号の取込: a carrier's issued-data file ships the own-warehouse parcels it names, all or
// nothing; a row already applied (same parcel, same number) is left as it is.

/** Rows listed at most; the message gives the full count. */
const MAX_SHOWN = 1000;
const ROW = '行';
const ORDER_NUMBER = '受注番号';
const isOpen = (parcel: TrackableParcel) => parcel.status !== 'shipped';

/** The file's refused rows in the order CSV's 行目 shape. */
class RowErrors {
  private readonly byRow = new Map<number, Record<string, string[]>>();
  add(row: number, column: string, message: string) {
    const errors = this.byRow.get(row) ?? {};
    // The row's number is the shape's own: the parser's "N行目：" prefix is not repeated.
    (errors[column] ??= []).push(message.replace(/^\d+行目：/, ''));
    this.byRow.set(row, errors);
  }
  get size() {
    return this.byRow.size;
  }
  refusal() {
    const rows = Int32Array.from(this.byRow.keys()).sort().subarray(0, MAX_SHOWN);
    const shown: OrderCsvLineError[] = Array.from(rows, (row) => ({
      行目: row,
      エラー: this.byRow.get(row)!,
    }));
    const message =
      this.size > shown.length ? TEXTS.moreErrors(shown.length, this.size) : M.trackingRowsRefused;
    return new CsvRejection(message, shown);
  }
}

type Match = { shipment: IssuedShipment; parcel: TrackableParcel };

/** Each row's parcel (open, of the carrier), or its refusal; rows already applied drop out. */
function matched(
  shipments: readonly IssuedShipment[],
  parcels: ReadonlyMap<string, TrackableParcel[]>,
  carrier: DeliveryCarrier,
  errors: RowErrors,
) {
  const matches: Match[] = [];
  const firstRow = new Map<string, IssuedShipment>();
  for (const shipment of shipments) {
    const { orderNumber, trackingNumber, row } = shipment;
    const earlier = firstRow.get(orderNumber);
    if (earlier) {
      if (earlier.trackingNumber !== trackingNumber)
        errors.add(row, ORDER_NUMBER, M.repeatedOrder(orderNumber, earlier.row));
      continue;
    }
    firstRow.set(orderNumber, shipment);
    const candidates = parcels.get(orderNumber) ?? [];
    if (candidates.some((p) => !isOpen(p) && p.trackingNumber === trackingNumber)) continue;
    const open = candidates.filter(isOpen);
    if (open.length === 1) matches.push({ shipment, parcel: open[0]! });
    else if (open.length > 1) errors.add(row, ORDER_NUMBER, M.ambiguousParcel(orderNumber));
    else if (candidates.length > 0)
      errors.add(
        row,
        ORDER_NUMBER,
        M.shippedWithOtherNumber(orderNumber, candidates[0]!.trackingNumber ?? ''),
      );
    else errors.add(row, ORDER_NUMBER, M.noOpenParcel(orderNumber, DELIVERY_CARRIERS[carrier]));
  }
  return matches;
}

/**
 * Reads the file (encoding as every import finds it), matches each row by order number to the
 * organisation's open own-warehouse parcel going with `carrier`, and ships them all in one
 * transaction through the shipping module (stock through the stock service), the orders' status
 * refreshed by THE rule. Any unreadable or unmatched row refuses the file (CsvRejection, 422).
 */
export async function importTrackingNumbers(
  db: Database,
  actor: StockActor,
  carrier: DeliveryCarrier,
  bytes: Buffer,
  requested: ProductImportEncoding,
): Promise<TrackingImportResultDto> {
  if (bytes.length === 0) throw new CsvRejection(TEXTS.emptyFile);
  const parsed = parseIssuedData(carrier, bytes, await resolveEncoding(bytes, requested));
  const fileError = parsed.errors.find((error) => error.row === null);
  if (fileError) throw new CsvRejection(fileError.message);
  if (parsed.shipments.length === 0 && parsed.errors.length === 0)
    throw new CsvRejection(M.emptyTrackingFile);
  const errors = new RowErrors();
  for (const error of parsed.errors) errors.add(error.row!, ROW, error.message);
  const { scope } = actor;
  return db.transaction(async (tx) => {
    const parcels = await trackableParcels(
      tx,
      scope,
      carrier,
      parsed.shipments.map((shipment) => shipment.orderNumber),
    );
    const matches = matched(parsed.shipments, parcels, carrier, errors);
    if (errors.size > 0) throw errors.refusal();
    // THE order lock first, then the instructions', both in id order (as every shipping action).
    await lockOrders(
      tx,
      scope,
      matches.map((match) => match.parcel.orderId),
    );
    const rows = await lockInstructionsByIds(
      tx,
      scope,
      matches.map((match) => match.parcel.instructionId),
    );
    const rowOf = new Map(rows.map((row) => [row.id, row]));
    for (const { shipment, parcel } of matches) {
      const status = rowOf.get(parcel.instructionId)?.status;
      if (status !== parcel.status)
        errors.add(
          shipment.row,
          ORDER_NUMBER,
          M.noOpenParcel(shipment.orderNumber, DELIVERY_CARRIERS[carrier]),
        );
    }
    if (errors.size > 0) throw errors.refusal();
    const shippedAt = new Date();
    await shipInstructions(
      tx,
      actor,
      matches.map(({ shipment, parcel }) => ({
        row: rowOf.get(parcel.instructionId)!,
        parcel: {
          shippedOn: shipment.shippedOn,
          carrier: DELIVERY_CARRIERS[carrier],
          trackingNumber: shipment.trackingNumber,
          shippedAt,
        },
      })),
    );
    await refreshOrderStatuses(
      tx,
      scope,
      matches.map((match) => match.parcel.orderId),
    );
    return {
      shipped: matches.length,
      parcels: matches.map(({ shipment }) => ({
        orderNumber: shipment.orderNumber,
        trackingNumber: shipment.trackingNumber,
        shippedOn: shipment.shippedOn,
      })),
    };
  });
}
