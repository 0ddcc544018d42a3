import type { CoolType, DeliveryCarrier, DeliveryMethod, DeliveryTimeSlot } from '@logi/shared';

/** A name, an address and a phone as an order or the shop master holds them. */
export type LabelParty = {
  name: string;
  /** 7 digits, with or without the hyphen. */
  postalCode: string;
  prefecture: string;
  city: string;
  /** 町域・番地. */
  town: string;
  building: string | null;
  /** Digits and hyphens (a Japanese number). */
  phone: string;
};

/**
 * One parcel as the label files see it (decision 053): what the lead maps an order onto. Dates are
 * YYYY-MM-DD (JST days); amounts are integer yen, tax included.
 */
export type LabelShipment = {
  orderNumber: string;
  /** 出荷予定日. */
  shipDate: string;
  recipient: LabelParty;
  /** 送り主: the shop's name, address and phone (shop master). */
  sender: LabelParty;
  /** 品名: the lines' product names, in line order. */
  itemNames: readonly string[];
  method: DeliveryMethod;
  carrier: DeliveryCarrier;
  /** お届け希望日. */
  deliveryDate: string | null;
  timeSlot: DeliveryTimeSlot | null;
  cool: CoolType;
  /** 代引金額; null for a prepaid parcel. */
  codAmount: number | null;
  /** ギフト/のし. */
  gift: boolean;
  /** 備考 for the label's remark field. */
  note: string | null;
};

/** A shipment the writer left out of the file, with the field at fault and why. */
export type RefusedShipment = { orderNumber: string; field: string; message: string };

/** A label file: its bytes (Shift_JIS, CRLF) and the shipments it could not hold. */
export type CarrierFile = { bytes: Buffer; written: number; refused: RefusedShipment[] };
