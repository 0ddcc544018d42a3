import {
  notAcknowledgedCodesLine,
  PRODUCT_SALES_STATUSES,
  TEMPERATURE_ZONES,
  type ProductSalesStatus,
} from '@logi/shared';
import type { WarehouseProduct } from '@logi/warehouse-api';
import { z } from 'zod';
import { JobError } from '../jobs/index.ts';
import {
  findProductsForSync,
  listProductsForSync,
  markProductsLinked,
  type ProductRow,
} from '../products/index.ts';
import { acknowledgedCodes } from './acknowledged-rows.ts';
import { warehouseJob, warehouseTarget } from './warehouse-job.ts';

export const PRODUCT_BATCH_SIZE = 500;
export const NO_PRODUCTS_MESSAGE = '送信する商品が見つかりません。';
export const OWN_WAREHOUSE_PRODUCTS_MESSAGE = '自社倉庫のため、商品の照合は不要です。';
const NAMED_CODES = 5;

const label = (status: ProductSalesStatus) =>
  PRODUCT_SALES_STATUSES[status].label as WarehouseProduct['salesStatus'];

/** The product as the contract carries it: states and zones by their Japanese names. */
export function toWarehouseProduct(row: ProductRow): WarehouseProduct {
  return {
    productCode: row.productCode,
    name: row.name,
    janCode: row.janCode,
    salesStatus: label(row.salesStatus),
    temperatureZone: TEMPERATURE_ZONES[row.temperatureZone],
    isDangerous: row.isDangerous,
    lotManaged: row.lotManaged,
    serialManaged: row.serialManaged,
    weightG: row.weightG,
    widthMm: row.widthMm,
    depthMm: row.depthMm,
    heightMm: row.heightMm,
  };
}

const codesOf = (codes: readonly string[]) =>
  codes.length <= NAMED_CODES
    ? codes.join('、')
    : `${codes.slice(0, NAMED_CODES).join('、')} ほか${codes.length - NAMED_CODES}件`;

/**
 * 商品登録・更新 (payload kind warehouse_sync; the CSV import shares the action): sends the chosen
 * products; the warehouse accepts only 販売中 ones, which get external_linked_at (their code is
 * fixed from then on); refused ones end the process failed as {商品コード, エラー}.
 */
export const productCreateUpdate = warehouseJob({
  payload: z.object({
    ...warehouseTarget,
    kind: z.literal('warehouse_sync'),
    productIds: z.array(z.number().int().positive()).min(1).max(10_000),
  }),
  async run(job, { productIds }) {
    const rows = await findProductsForSync(job.db, job.scope, productIds);
    if (rows.length === 0) throw new JobError(NO_PRODUCTS_MESSAGE, { retryable: false });
    // Every chosen product goes: the warehouse refuses what is not 販売中, and the process lists it.
    const sent = await job.writeInBatches(rows, {
      part: 'products',
      batchSize: PRODUCT_BATCH_SIZE,
      send: (call, batch) => job.provider.upsertProducts(call, batch.map(toWarehouseProduct)),
      store: async (outcome, batch) => {
        const accepted = new Set(outcome.accepted);
        await job.acknowledge(
          'product',
          outcome.requestId,
          batch
            .filter((row) => accepted.has(row.productCode))
            .map((row) => ({ recordId: row.id, reference: row.productCode })),
        );
        await markProductsLinked(job.db, job.scope, outcome.accepted);
      },
    });
    return `${sent.accepted}件の商品を倉庫に登録しました。`;
  },
});

/**
 * 商品検索: pulls the warehouse's products and names the differences with ours (only there, only
 * here, another name or state); products the warehouse knows and once accepted from us get
 * external_linked_at (the same code from another organisation on a shared account is not ours).
 */
export const productSearch = warehouseJob({
  payload: z.object(warehouseTarget),
  async run(job) {
    if (job.provider.kind === 'own') return OWN_WAREHOUSE_PRODUCTS_MESSAGE;
    await job.reportProgress(0, 1);
    const remote = await job.searchAll('products', (call, page) =>
      job.provider.searchProducts(call, { page, perPage: 1000 }),
    );
    const local = await listProductsForSync(job.db, job.scope);
    const remoteByCode = new Map(remote.map((product) => [product.productCode, product]));
    const localCodes = new Set(local.map((product) => product.productCode));
    const sameCode = local.filter((product) => remoteByCode.has(product.productCode));
    const ours = await acknowledgedCodes(
      job,
      'product',
      sameCode.map((product) => product.productCode),
    );
    const known = sameCode.filter((product) => ours.codes.has(product.productCode));
    const notOurs = sameCode.filter(
      (product) => !ours.codes.has(product.productCode) && product.externalLinkedAt === null,
    );
    const differing = known.filter((product) => {
      const theirs = remoteByCode.get(product.productCode)!;
      return theirs.name !== product.name || theirs.salesStatus !== label(product.salesStatus);
    });
    const onlyRemote = remote.filter((product) => !localCodes.has(product.productCode));
    const notThere = local.filter(
      (product) => product.externalLinkedAt !== null && !remoteByCode.has(product.productCode),
    );
    await markProductsLinked(
      job.db,
      job.scope,
      known.filter((p) => p.externalLinkedAt === null).map((p) => p.productCode),
    );
    await job.reportProgress(1, 1);
    return [
      `倉庫の商品${remote.length}件を取得しました（一致 ${known.length}件）。`,
      ...(differing.length > 0
        ? [`名称・販売状態が異なる: ${codesOf(differing.map((p) => p.productCode))}`]
        : []),
      ...(onlyRemote.length > 0
        ? [`倉庫にのみ登録: ${codesOf(onlyRemote.map((p) => p.productCode))}`]
        : []),
      ...(notThere.length > 0
        ? [`連携済みだが倉庫に見つからない: ${codesOf(notThere.map((p) => p.productCode))}`]
        : []),
      ...(notOurs.length > 0
        ? [notAcknowledgedCodesLine(codesOf(notOurs.map((p) => p.productCode)))]
        : []),
    ].join('\n');
  },
});

const mappingSchema = z.object({
  shopCode: z.string().min(1),
  shopSkuCode: z.string().min(1),
  productCode: z.string().min(1),
});

/** SKUマッピング登録・削除: one change of a product's SKU対応表, sent as it was made. */
export const skuMappingCreateDelete = warehouseJob({
  payload: z.object({
    ...warehouseTarget,
    change: z.enum(['create', 'delete']),
    mappings: z.array(mappingSchema).min(1).max(1000),
  }),
  async run(job, { change, mappings }) {
    if (change === 'create') {
      const sent = await job.writeInBatches(mappings, {
        part: 'sku-create',
        batchSize: 1000,
        send: (call, batch) => job.provider.createSkuMappings(call, batch),
        store: async () => {},
      });
      return `${sent.accepted}件のSKUマッピングを倉庫に登録しました。`;
    }
    await job.writeOnce('sku-delete', (call) =>
      job.provider.deleteSkuMappings(
        call,
        mappings.map(({ shopCode, shopSkuCode }) => ({ shopCode, shopSkuCode })),
      ),
    );
    return `${mappings.length}件のSKUマッピングを倉庫から削除しました。`;
  },
});
