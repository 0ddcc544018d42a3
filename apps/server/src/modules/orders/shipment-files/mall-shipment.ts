import type { DeliveryCarrier, DeliveryMethod, ShipmentFileMall } from '@logi/shared';

/** One shipped order as the malls' shipment files see it (decision 062). */
export type MallShipment = {
  orderNumber: string;
  /** The ship date, YYYY-MM-DD (JST day). */
  shippedOn: string;
  /** One of our carriers, or null when the warehouse named another (its name is carrierName). */
  carrier: DeliveryCarrier | null;
  /** The carrier as the warehouse or the import recorded it (西濃運輸), for a mall's 'other'. */
  carrierName: string | null;
  trackingNumber: string;
  method: DeliveryMethod | null;
};

/** A mall's file: its bytes, how to name and type the download. */
export type MallShipmentFile = {
  bytes: Buffer;
  extension: 'csv' | 'txt';
  contentType: string;
};

export type MallShipmentWriter = (shipments: readonly MallShipment[]) => MallShipmentFile;
export type { ShipmentFileMall };
