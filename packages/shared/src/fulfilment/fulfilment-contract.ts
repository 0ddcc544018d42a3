import { z } from 'zod';
import { endpoint } from '../contracts/endpoint.ts';
import { searchBodyShape } from '../contracts/search-body.ts';
import { dataOf, morePageSchema, pageSchema } from '../contracts/page.ts';
import { DELIVERY_CARRIER_VALUES, DELIVERY_METHOD_VALUES } from '../labels/fulfilment.ts';
import { ORDER_STATUS_VALUES } from '../labels/outbound.ts';
import { PRODUCT_IMPORT_ENCODINGS } from '../products/product-import-contract.ts';
import { TRACKING_NUMBER_MAX } from '../shipping/shipping-schema.ts';
import {
  blankToNull,
  optionalDate,
  requiredEnum,
  requiredInteger,
  requiredString,
} from '../validation/fields.ts';

/*
 * 出荷作業 (issue 26): the own warehouse's shipping day. A row is one own-warehouse 出荷指示 (one
 * parcel) of an order that is 出荷指示済, 出荷作業中 or 検品済. Printing a picking list makes a
 * ピッキングバッチ and puts its parcels in 出荷作業中; 検品 by scan makes them 検品済; a tracking
 * number (typed at 検品, or imported from the carrier's issued data) ships them.
 */
export const fulfilmentEndpoints = {
  search: endpoint('POST', '/api/fulfilment/parcels/search'),
  batchStore: endpoint('POST', '/api/fulfilment/picking_batches/store'),
  batchSearch: endpoint('POST', '/api/fulfilment/picking_batches/search'),
  batchShow: endpoint('GET', '/api/fulfilment/picking_batches/show/:id'),
  // Files of one batch: PDF, PDF, and the carrier's CSV (Shift_JIS, CRLF).
  pickingList: endpoint('GET', '/api/fulfilment/picking_batches/picking_list/:id'),
  deliveryNotes: endpoint('GET', '/api/fulfilment/picking_batches/delivery_notes/:id'),
  labelFile: endpoint('GET', '/api/fulfilment/picking_batches/label_file/:id'),
  // 伝票番号の取込: the raw bytes of a carrier's issued-data CSV, as the order CSV import takes them.
  trackingImport: endpoint('POST', '/api/fulfilment/tracking_import'),
  inspectionLookup: endpoint('POST', '/api/fulfilment/inspection/lookup'),
  inspectionComplete: endpoint('POST', '/api/fulfilment/inspection/complete'),
} as const;

export const FULFILMENT_STATUS_VALUES = ['instructed', 'working', 'inspected'] as const;
export const FULFILMENT_SORT_FIELDS = ['ship_date', 'order_number', 'ordered_at'] as const;
/** Parcels in one picking batch. */
export const PICKING_BATCH_MAX = 1000;
const id = () => requiredInteger({ min: 1 });

/** 出荷作業's filters: the own warehouse, the stage, the carrier, the batch. */
export const fulfilmentSearchSchema = z.object({
  ...searchBodyShape(FULFILMENT_SORT_FIELDS, 'ship_date'),
  warehouseId: blankToNull(id()).optional(),
  status: blankToNull(requiredEnum(FULFILMENT_STATUS_VALUES)).optional(),
  deliveryCarrier: blankToNull(requiredEnum(DELIVERY_CARRIER_VALUES)).optional(),
  batchId: blankToNull(id()).optional(),
  shipDate: optionalDate().optional(),
});
export type FulfilmentSearchInput = z.input<typeof fulfilmentSearchSchema>;
export type FulfilmentSearch = z.output<typeof fulfilmentSearchSchema>;

const text = () => z.string().nullable();
const int = () => z.number().int();

/**
 * One parcel on 出荷作業's list: the columns the page shows and what its links and the picking
 * list need (a list of 50 a request pays for every field it carries; decision 058).
 */
export const fulfilmentParcelSchema = z.object({
  instructionId: int(),
  orderId: int(),
  orderNumber: z.string(),
  shopName: z.string(),
  recipientName: z.string(),
  prefecture: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  warehouseId: int(),
  shipDate: z.string(),
  deliveryMethod: z.enum(DELIVERY_METHOD_VALUES).nullable(),
  deliveryCarrier: z.enum(DELIVERY_CARRIER_VALUES).nullable(),
  deliveryDate: text(),
  deliveryTimeSlot: text(),
  codAmount: int().nullable(),
  gift: z.boolean(),
  lineCount: int(),
  quantityTotal: int(),
  batchId: int().nullable(),
  batchNumber: text(),
});
export type FulfilmentParcelDto = z.infer<typeof fulfilmentParcelSchema>;

/** ピッキングリスト印刷: the checked parcels (one own warehouse) become one batch, 出荷作業中. */
export const pickingBatchStoreSchema = z.object({
  instructionIds: z.array(id()).min(1).max(PICKING_BATCH_MAX),
});
export type PickingBatchStoreValues = z.output<typeof pickingBatchStoreSchema>;

export const PICKING_LIST_PARTS = ['both', 'total', 'per_order'] as const;
export const pickingListQuerySchema = z.object({
  parts: requiredEnum(PICKING_LIST_PARTS).default('both'),
});
/** The batch's parcels of one carrier, in its label software's import layout. */
export const labelFileQuerySchema = z.object({ carrier: requiredEnum(DELIVERY_CARRIER_VALUES) });
export const trackingImportQuerySchema = z.object({
  carrier: requiredEnum(DELIVERY_CARRIER_VALUES),
  encoding: requiredEnum(PRODUCT_IMPORT_ENCODINGS).default('auto'),
});

export const pickingBatchSearchSchema = z.object({
  ...searchBodyShape(['created_at', 'number'] as const, 'created_at', { defaultDirection: 'desc' }),
  warehouseId: blankToNull(id()).optional(),
});

/** A batch as its list shows it, with progress. */
export const pickingBatchSchema = z.object({
  id: int(),
  number: z.string(),
  warehouseId: int(),
  warehouseName: z.string(),
  createdAt: z.string(),
  createdByName: text(),
  parcelCount: int(),
  inspectedCount: int(),
  shippedCount: int(),
  /** The carriers its parcels go with: one 送り状データ button each. */
  carriers: z.array(z.enum(DELIVERY_CARRIER_VALUES)),
});
export type PickingBatchDto = z.infer<typeof pickingBatchSchema>;

/** One product of a parcel, as 検品 counts it: a scan of its JAN or its code counts one piece. */
export const inspectionLineSchema = z.object({
  productId: int(),
  productCode: z.string(),
  janCode: text(),
  productName: z.string(),
  quantity: int(),
});

/** A parcel as 検品 sees it. */
export const inspectionParcelSchema = z.object({
  instructionId: int(),
  instructionNumber: z.string(),
  orderId: int(),
  orderNumber: z.string(),
  recipientName: z.string(),
  status: z.enum(ORDER_STATUS_VALUES),
  deliveryCarrier: z.enum(DELIVERY_CARRIER_VALUES).nullable(),
  deliveryMethod: z.enum(DELIVERY_METHOD_VALUES).nullable(),
  batchId: int().nullable(),
  batchNumber: text(),
  inspectedAt: text(),
  lines: z.array(inspectionLineSchema),
});
export type InspectionParcelDto = z.infer<typeof inspectionParcelSchema>;

export const pickingBatchDetailSchema = pickingBatchSchema.extend({
  parcels: z.array(inspectionParcelSchema),
});
export type PickingBatchDetailDto = z.infer<typeof pickingBatchDetailSchema>;

/** The scanned order barcode: its order number (the picking list's barcode) or 出荷指示番号. */
export const inspectionLookupSchema = z.object({ code: requiredString(50) });

/**
 * 検品完了: the pieces scanned per product, checked again on the server against the parcel's
 * lines (a piece short, one too many or a wrong product refuses it). With a tracking number the
 * parcel ships at once (出荷済); without, it is 検品済 until its number comes (typed or imported).
 */
export const inspectionCompleteSchema = z.object({
  instructionId: id(),
  scans: z
    .array(z.object({ productCode: requiredString(50), quantity: requiredInteger({ min: 1 }) }))
    .min(1),
  trackingNumber: blankToNull(requiredString(TRACKING_NUMBER_MAX)).optional(),
  shippedOn: optionalDate().optional(),
});
export type InspectionCompleteValues = z.output<typeof inspectionCompleteSchema>;

/** 伝票番号の取込's answer: the parcels shipped; unmatched or bad rows refuse the file (422). */
export const trackingImportResultSchema = z.object({
  shipped: int(),
  parcels: z.array(
    z.object({ orderNumber: z.string(), trackingNumber: z.string(), shippedOn: z.string() }),
  ),
});
export type TrackingImportResultDto = z.infer<typeof trackingImportResultSchema>;

/** Each open stage's parcels under the list's other filters (the stage tabs' counts). */
export const fulfilmentStageCountsSchema = z.object({
  instructed: int(),
  working: int(),
  inspected: int(),
});
export type FulfilmentStageCounts = z.infer<typeof fulfilmentStageCountsSchema>;

export const fulfilmentResponses = {
  search: dataOf(
    pageSchema(fulfilmentParcelSchema).extend({ counts: fulfilmentStageCountsSchema }),
  ),
  batchStore: dataOf(
    pickingBatchSchema.extend({
      skipped: z.array(z.object({ orderNumber: z.string(), reason: z.string() })),
    }),
  ),
  batchSearch: dataOf(morePageSchema(pickingBatchSchema)),
  batchShow: dataOf(pickingBatchDetailSchema),
  trackingImport: dataOf(trackingImportResultSchema),
  inspectionLookup: dataOf(inspectionParcelSchema),
  // The parcel as it ends (検品済, or 出荷済 with a tracking number) and the toast's message.
  inspectionComplete: dataOf(inspectionParcelSchema.extend({ message: z.string() })),
};
