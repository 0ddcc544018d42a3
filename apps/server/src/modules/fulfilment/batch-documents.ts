import { PICKING_BATCH_MESSAGES as M, toJstDate } from '@logi/shared';
import { AppError } from '../../http/app-error.ts';
import type {
  BatchDocumentSource,
  ParcelShop,
  ParcelSource,
} from '../../read-models/fulfilment/index.ts';
import type {
  DeliveryNoteBatch,
  DeliveryNoteShop,
  PickingBatch,
} from './documents/document-types.ts';
import type { LabelParty } from './carrier-files/index.ts';

// A picking batch's parcels mapped onto the renderers' types (documents/, carrier-files/).

const orderNumbersOf = (parcels: readonly ParcelSource[]) =>
  parcels.map((parcel) => parcel.orderNumber).join('、');

export function pickingBatchOf(source: BatchDocumentSource, printedAt: Date): PickingBatch {
  return {
    batchNumber: source.batch.number,
    warehouseName: source.batch.warehouseName,
    printedAt,
    orders: source.parcels.map((parcel) => ({
      orderNumber: parcel.orderNumber,
      recipientName: parcel.recipient.name,
      lines: parcel.lines.map((line) => ({
        productCode: line.productCode,
        janCode: line.janCode,
        productName: line.productName,
        quantity: line.quantity,
        location: line.locationCode,
        routeOrder: line.routeOrder,
        lotNo: line.lotNo,
        expiresOn: line.expiresOn,
      })),
    })),
  };
}

/** The shop's 送り主 as the label files take it; null while its address or phone is missing. */
export function senderOf(shop: ParcelShop): LabelParty | null {
  const { postalCode, prefecture, city, town, phone } = shop;
  if (!postalCode || !prefecture || !city || !town || !phone) return null;
  return { name: shop.name, postalCode, prefecture, city, town, building: shop.building, phone };
}

/** Refuses the file when a shop of the parcels has no 送り主, naming the shop and its orders. */
export function requireSenders(parcels: readonly ParcelSource[]) {
  const missing = parcels.filter((parcel) => senderOf(parcel.shop) === null);
  if (missing.length === 0) return;
  const shop = missing[0]!.shop;
  throw new AppError(
    'validation',
    M.noSender(shop.name, orderNumbersOf(missing.filter((p) => p.shop.id === shop.id))),
  );
}

const addressOf = (party: {
  prefecture: string | null;
  city: string | null;
  town: string | null;
  building: string | null;
}) =>
  [`${party.prefecture ?? ''}${party.city ?? ''}${party.town ?? ''}`, party.building ?? '']
    .filter((part) => part !== '')
    .join(' ');

export function deliveryNoteBatchOf(
  source: BatchDocumentSource,
  issuedAt: Date,
): DeliveryNoteBatch {
  requireSenders(source.parcels);
  // One object per shop, so the renderer opens each shop's logo once.
  const shops = new Map<number, DeliveryNoteShop>();
  const shopOf = (shop: ParcelShop) => {
    if (!shops.has(shop.id))
      shops.set(shop.id, {
        name: shop.name,
        postalCode: shop.postalCode,
        address: addressOf(shop),
        phone: shop.phone,
        logo: shop.logo,
        message: shop.deliveryNoteMessage,
      });
    return shops.get(shop.id)!;
  };
  const orders = source.parcels.map((parcel) => ({
    orderNumber: parcel.orderNumber,
    orderedOn: toJstDate(parcel.orderedAt),
    recipient: {
      name: parcel.recipient.name,
      postalCode: parcel.recipient.postalCode,
      address: addressOf(parcel.recipient),
      phone: parcel.recipient.phone,
    },
    lines: parcel.lines.map((line) => ({
      productName: line.productName,
      productCode: line.productCode,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      // The product's rate today: the order keeps no rate of its own (decision 056).
      taxRate: line.taxRate,
      lotNo: line.lotNo,
      expiresOn: line.expiresOn,
    })),
    shippingFee: parcel.shippingFee,
    codFee: parcel.codFee,
    shop: shopOf(parcel.shop),
  }));
  return { shop: orders[0]!.shop, issuedAt, orders };
}
