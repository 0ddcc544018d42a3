import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ORDER_FILE_MESSAGES as F,
  ORDER_MESSAGES as M,
  PAGE_TITLES,
  SHIPMENT_FILE_NAMES,
  isShipmentFileMall,
  orderExportSchema,
  orderFileEndpoints as endpoints,
  shipmentFileSchema,
  type CsvEncoding,
  type OrderSearch,
} from '@logi/shared';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import {
  contentDisposition,
  csvFilename,
  sendCsvChunks,
  type CsvColumn,
} from '../../http/csv-export.ts';
import { scopeOf } from '../auth/index.ts';
import { findShopsByIds } from '../shops/index.ts';
import {
  orderExportChunks,
  shippedOrdersOfShop,
  type OrderExportLine,
} from '../../read-models/orders/index.ts';
import { writeMallShipmentFile } from './shipment-files/mall-shipment-writers.ts';
import { orEmpty } from '../../http/empty-body.ts';

const EXPORT_COLUMNS: CsvColumn<OrderExportLine>[] = [
  { header: '受注番号', value: (row) => row.orderNumber },
  { header: 'ショップ', value: (row) => row.shopName },
  { header: '受注日時', value: (row) => row.orderedAt },
  { header: 'ステータス', value: (row) => row.status },
  { header: '倉庫', value: (row) => row.warehouses },
  { header: '配送業者', value: (row) => row.carrier },
  { header: '配送方法', value: (row) => row.method },
  { header: '伝票番号', value: (row) => row.trackingNumber },
  { header: '出荷日', value: (row) => row.shippedOn },
  { header: '送付先名', value: (row) => row.recipientName },
  { header: '郵便番号', value: (row) => row.postalCode },
  { header: '住所', value: (row) => row.address },
  { header: '商品コード', value: (row) => row.productCode },
  { header: '数量', value: (row) => row.quantity },
];

const tags = ['orders'];

/** 引当管理's files: the list as CSV, and a shop's 出荷連携ファイル for its mall (decision 062). */
export async function orderFilesRoutes(app: FastifyInstance, { db }: { db: Database }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    endpoints.export.path,
    { config: { access: 'signedIn' }, schema: { tags, body: orEmpty(orderExportSchema) } },
    async (request, reply) => {
      const { encoding, ...search } = request.body as OrderSearch & { encoding: CsvEncoding };
      return sendCsvChunks(reply, {
        filename: csvFilename(PAGE_TITLES.allocationManagement.list),
        encoding,
        columns: EXPORT_COLUMNS,
        chunks: orderExportChunks(db, scopeOf(request), search),
      });
    },
  );

  r.post(
    endpoints.shipmentFile.path,
    { config: { access: 'signedIn' }, schema: { tags, body: shipmentFileSchema } },
    async (request, reply) => {
      const scope = scopeOf(request);
      const [shop] = await findShopsByIds(db, scope, [request.body.shopId]);
      if (!shop) throw notFound(M.shopNotFound);
      if (!isShipmentFileMall(shop.mall))
        throw new AppError('validation', F.mallWithoutFile(shop.mall), { field: 'shopId' });
      const shipped = await shippedOrdersOfShop(db, scope, request.body);
      if (shipped.length === 0)
        throw new AppError('validation', F.nothingShipped, { field: 'shippedFrom' });
      const file = writeMallShipmentFile(shop.mall, shipped);
      const { shippedFrom, shippedTo } = request.body;
      const days = `${shippedFrom}_${shippedTo}`.replaceAll('-', '');
      const filename = `${SHIPMENT_FILE_NAMES[shop.mall]}_${shop.code}_${days}.${file.extension}`;
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(filename))
        .header('cache-control', 'no-store')
        .send(file.bytes);
    },
  );
}
