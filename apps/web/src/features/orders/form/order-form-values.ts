import { formatDateTime, type OrderDetailDto } from '@logi/shared';

/** One line as the form holds it: the product shown by code and name, numbers as typed. */
export type OrderLineField = {
  productId: number;
  productCode: string;
  productName: string;
  quantity: number | string;
  unitPrice: number | string;
};

/** The order form's values (受注登録 and 受注編集); the shared schemas turn them into the body. */
export type OrderFields = {
  shopId: number | null;
  orderNumber: string;
  orderedAt: string;
  version: number | null;
  recipientName: string;
  recipientKana: string;
  postalCode: string;
  prefecture: string;
  city: string;
  town: string;
  building: string;
  phone: string;
  deliveryDate: string | null;
  deliveryTimeSlot: string | null;
  deliveryMethod: string | null;
  deliveryCarrier: string | null;
  coolType: string | null;
  codAmount: number | string;
  gift: boolean;
  deliveryNote: string;
  shippingFee: number | string;
  codFee: number | string;
  note: string;
  lines: OrderLineField[];
};

/** A new order: ordered now (JST, to the minute), 常温, no lines yet. */
export const orderDefaults = (now = new Date()): OrderFields => ({
  shopId: null,
  orderNumber: '',
  orderedAt: formatDateTime(now).slice(0, 16),
  version: null,
  recipientName: '',
  recipientKana: '',
  postalCode: '',
  prefecture: '',
  city: '',
  town: '',
  building: '',
  phone: '',
  deliveryDate: null,
  deliveryTimeSlot: null,
  deliveryMethod: null,
  deliveryCarrier: null,
  coolType: 'none',
  codAmount: '',
  gift: false,
  deliveryNote: '',
  shippingFee: '',
  codFee: '',
  note: '',
  lines: [],
});

/** A stored order opened for 受注編集: its live lines only. */
export const orderFields = (order: OrderDetailDto): OrderFields => ({
  shopId: order.shopId,
  orderNumber: order.orderNumber,
  orderedAt: formatDateTime(order.orderedAt).slice(0, 16),
  version: order.version,
  recipientName: order.recipientName,
  recipientKana: order.recipientKana ?? '',
  postalCode: order.postalCode,
  prefecture: order.prefecture,
  city: order.city,
  town: order.town ?? '',
  building: order.building ?? '',
  phone: order.phone,
  deliveryDate: order.deliveryDate,
  deliveryTimeSlot: order.deliveryTimeSlot,
  deliveryMethod: order.deliveryMethod,
  deliveryCarrier: order.deliveryCarrier,
  coolType: order.coolType,
  codAmount: order.codAmount ?? '',
  gift: order.gift,
  deliveryNote: order.deliveryNote ?? '',
  shippingFee: order.shippingFee,
  codFee: order.codFee,
  note: order.note ?? '',
  lines: order.lines
    .filter((line) => !line.cancelled)
    .map((line) => ({
      productId: line.productId,
      productCode: line.productCode,
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
    })),
});
