/**
 * What the printed documents of the shipping day are made from. The renderers read nothing else
 * (no database): the caller maps its orders onto these. Quantities and yen are integers.
 */

/** One product to pick. */
export interface PickingLine {
  productCode: string;
  /** 13-digit JAN; null when the product has none. */
  janCode: string | null;
  productName: string;
  quantity: number;
  /** The shelf (棚番) the product is picked from; null where the warehouse keeps none. */
  location: string | null;
  /** The shelf's place on the picking route (順路): the walk's order; null without a shelf. */
  routeOrder: number | null;
  /** The lot allocated (ロット管理 products, decision 065): one line per lot; else none. */
  lotNo?: string | null;
  /** That lot's 賞味期限, YYYY-MM-DD. */
  expiresOn?: string | null;
}

/** One order of a picking batch. */
export interface PickingOrder {
  /** Printed, and drawn as a Code 128 barcode that the 検品 screen scans. */
  orderNumber: string;
  recipientName: string;
  lines: PickingLine[];
}

/** The orders printed together; the batch number ties the paper back to the screen. */
export interface PickingBatch {
  batchNumber: string;
  warehouseName: string;
  /** Printed in JST on every page. */
  printedAt: Date;
  orders: PickingOrder[];
}

/** Which lists to print; at least one must be true. */
export interface PickingListParts {
  /** One list of every product × total quantity, for the picker's walk. */
  total: boolean;
  /** One section per order (with its barcode), for packing. */
  perOrder: boolean;
}

/** The sender printed on every 納品書 (the shop master). */
export interface DeliveryNoteShop {
  name: string;
  postalCode: string | null;
  address: string | null;
  phone: string | null;
  /** A PNG or JPEG image; drawn top-left of every page, at most 140 × 40 pt, in proportion. */
  logo: Buffer | null;
  /** Printed at the foot of every 納品書 (thanks, returns policy…); may hold line breaks. */
  message: string | null;
}

/** Consumption tax rate of a line: 10% standard, 8% 軽減税率 (food, newspapers). */
export type { TaxRate } from '@logi/shared';
import type { TaxRate } from '@logi/shared';

/** One line of a 納品書. Prices include tax (内税), as Japanese shops show them. */
export interface DeliveryNoteLine {
  productName: string;
  productCode: string;
  quantity: number;
  /** Yen per unit, tax included. */
  unitPrice: number;
  taxRate: TaxRate;
  /** The lot shipped and its 賞味期限 (ロット管理 products): one line per lot; else none. */
  lotNo?: string | null;
  expiresOn?: string | null;
}

export interface DeliveryNoteRecipient {
  name: string;
  postalCode: string | null;
  address: string;
  phone: string | null;
}

/** One order's 納品書. 送料 and 代引手数料 are tax included and taxed at 10%. */
export interface DeliveryNoteOrder {
  orderNumber: string;
  /** The day the order was placed, YYYY-MM-DD. */
  orderedOn: string;
  recipient: DeliveryNoteRecipient;
  lines: DeliveryNoteLine[];
  shippingFee: number;
  /** 0 when the order is not cash on delivery; the line is then not printed. */
  codFee: number;
  /** The order's own shop, when the batch's orders come from several; else the batch's. */
  shop?: DeliveryNoteShop;
}

/** A batch of 納品書 in one file, one order after another. */
export interface DeliveryNoteBatch {
  /** The shop of every order that names none of its own. */
  shop: DeliveryNoteShop;
  /** The 発行日, in JST. */
  issuedAt: Date;
  orders: DeliveryNoteOrder[];
}
