import {
  DELIVERY_CARRIERS,
  PICKING_BATCH_MESSAGES as M,
  sagawaAccountSchema,
  yamatoAccountSchema,
  type DeliveryCarrier,
} from '@logi/shared';
import { AppError } from '../../http/app-error.ts';
import type {
  BatchDocumentSource,
  ParcelShop,
  ParcelSource,
} from '../../read-models/fulfilment/index.ts';
import { requireSenders, senderOf } from './batch-documents.ts';
import {
  writeB2CloudFile,
  writeEHidenFile,
  writeYuPriRFile,
  type CarrierFile,
  type LabelShipment,
} from './carrier-files/index.ts';

// 送り状データ of a picking batch: its parcels of one carrier in that carrier's import layout. The
// file is whole or not at all: a parcel the writer refuses refuses the file, naming its order.

const orderNumbersOf = (parcels: readonly ParcelSource[]) =>
  parcels.map((parcel) => parcel.orderNumber).join('、');

function shipmentOf(parcel: ParcelSource): LabelShipment {
  const { recipient } = parcel;
  return {
    orderNumber: parcel.orderNumber,
    shipDate: parcel.shipDate,
    recipient: {
      name: recipient.name,
      postalCode: recipient.postalCode,
      prefecture: recipient.prefecture,
      city: recipient.city,
      town: recipient.town ?? '',
      building: recipient.building,
      phone: recipient.phone ?? '',
    },
    sender: senderOf(parcel.shop)!,
    // A product shipped from two lots is two lines of the parcel but one 品名 on the label.
    itemNames: [...new Set(parcel.lines.map((line) => line.productName))],
    method: parcel.method!,
    carrier: parcel.carrier!,
    deliveryDate: parcel.deliveryDate,
    timeSlot: parcel.timeSlot,
    cool: parcel.cool,
    codAmount: parcel.codAmount,
    gift: parcel.gift,
    note: parcel.deliveryNote,
  };
}

/** The shop's contract codes this carrier's file needs, or a refusal naming the shop's orders. */
function writerFor(carrier: DeliveryCarrier, shop: ParcelShop, parcels: readonly ParcelSource[]) {
  const refuse = () =>
    new AppError(
      'validation',
      M.noCarrierAccount(shop.name, DELIVERY_CARRIERS[carrier], orderNumbersOf(parcels)),
    );
  if (carrier === 'yamato') {
    const account = yamatoAccountSchema.safeParse({
      billingCustomerCode: shop.yamatoBillingCustomerCode ?? '',
      billingClassCode: shop.yamatoBillingClassCode ?? '',
      freightNumber: shop.yamatoFreightNumber ?? '',
    });
    if (!account.success) throw refuse();
    return (shipments: LabelShipment[]) => writeB2CloudFile(shipments, account.data);
  }
  if (carrier === 'sagawa') {
    const account = sagawaAccountSchema.safeParse({ customerCode: shop.sagawaCustomerCode ?? '' });
    if (!account.success) throw refuse();
    return (shipments: LabelShipment[]) => writeEHidenFile(shipments, account.data);
  }
  return (shipments: LabelShipment[]) => writeYuPriRFile(shipments);
}

/** Parcels still to leave: one shipped, cancelled, on hold or 出荷不可 since must not get a label. */
const LABELLED = new Set<ParcelSource['status']>(['accepted', 'working', 'inspected']);

/** The bytes after a file's header row (CRLF-terminated), for the second shop's rows onwards. */
const withoutHeader = (bytes: Buffer) => bytes.subarray(bytes.indexOf('\r\n') + 2);

/**
 * The batch's parcels of `carrier` still to leave as one label file (Shift_JIS, CRLF); each shop's parcels are
 * written with its own contract codes, under the one header row of the layout.
 */
export function batchLabelFile(source: BatchDocumentSource, carrier: DeliveryCarrier): Buffer {
  const ofCarrier = source.parcels.filter((parcel) => parcel.carrier === carrier);
  const parcels = ofCarrier.filter((parcel) => LABELLED.has(parcel.status));
  if (ofCarrier.length > 0 && parcels.length === 0)
    throw new AppError(
      'validation',
      M.noOpenParcelOfCarrier(DELIVERY_CARRIERS[carrier], orderNumbersOf(ofCarrier)),
    );
  if (parcels.length === 0) {
    // Parcels without 配送方法 are in no carrier's file: the refusal names them.
    const unset = source.parcels.filter((parcel) => parcel.method === null);
    const why = unset.length > 0 ? M.noDeliveryMethod(orderNumbersOf(unset)) : '';
    throw new AppError('validation', `${M.noParcelOfCarrier(DELIVERY_CARRIERS[carrier])}${why}`);
  }
  requireSenders(parcels);
  const byShop = new Map<number, ParcelSource[]>();
  for (const parcel of parcels)
    byShop.set(parcel.shop.id, [...(byShop.get(parcel.shop.id) ?? []), parcel]);
  const files: CarrierFile[] = [...byShop.values()].map((mine) =>
    writerFor(carrier, mine[0]!.shop, mine)(mine.map(shipmentOf)),
  );
  const refused = files.flatMap((file) => file.refused);
  if (refused.length > 0)
    throw new AppError(
      'validation',
      M.refusedParcels(
        refused
          .map((entry) => M.refusedParcel(entry.orderNumber, entry.field, entry.message))
          .join(' '),
      ),
    );
  const hasHeader = carrier !== 'japanpost';
  return Buffer.concat(
    files.map((file, index) => (index > 0 && hasHeader ? withoutHeader(file.bytes) : file.bytes)),
  );
}
