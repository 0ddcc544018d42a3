import {
  NO_EXTERNAL_WAREHOUSE_MESSAGE,
  PRODUCT_MESSAGES,
  type ProcessDto,
  type SkuMappingDto,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { findExternalWarehouses } from '../warehouses/index.ts';
import { findProductsForSync, productCodeOf } from './product-sync.repository.ts';

/** What the SKU mapping job sends: the shop's code, its SKU code and (on create) our product's. */
export type SkuMappingSyncItem = { shopCode: string; shopSkuCode: string; productCode: string };

const requireExternalWarehouse = async (db: DbOrTx, scope: OrganisationScope) => {
  if ((await findExternalWarehouses(db, scope)).length === 0) {
    throw new AppError('validation', NO_EXTERNAL_WAREHOUSE_MESSAGE);
  }
};

/** 送信 and 取得 on the product list: each queues one process the header then shows. */
export function productSyncService(db: Database) {
  return {
    /** 商品登録・更新 of the chosen products (the job sends the 販売中 ones). */
    async send(scope: OrganisationScope, userId: string, ids: number[]): Promise<ProcessDto> {
      const productIds = [...new Set(ids)];
      const found = await findProductsForSync(db, scope, productIds);
      if (found.length !== productIds.length) throw notFound(PRODUCT_MESSAGES.notFound);
      await requireExternalWarehouse(db, scope);
      const { process } = await enqueueProcess(db, {
        organisationId: scope.organisationId,
        userId,
        action: 'product_create_update',
        // The CSV import shares the action code; `kind` tells the handler which one this is.
        payload: { kind: 'warehouse_sync', productIds },
      });
      return process;
    },

    /** 商品検索 on every external warehouse: the differences end up in the process's message. */
    async fetch(scope: OrganisationScope, userId: string): Promise<ProcessDto> {
      await requireExternalWarehouse(db, scope);
      const { process } = await enqueueProcess(db, {
        organisationId: scope.organisationId,
        userId,
        action: 'product_search',
      });
      return process;
    },
  };
}

/**
 * SKUマッピング登録・削除, queued in the mapping's own transaction when the product is one an
 * external warehouse holds (external_linked_at set).
 */
export const enqueueSkuMappingSync =
  (userId: string) =>
  async (
    tx: DbOrTx,
    scope: OrganisationScope,
    change: { action: 'create' | 'delete'; productId: number; mapping: SkuMappingDto },
  ) => {
    const productCode = await productCodeOf(tx, scope, change.productId);
    if (!productCode) return;
    const item: SkuMappingSyncItem = {
      shopCode: change.mapping.shop.code,
      shopSkuCode: change.mapping.shopSkuCode,
      productCode,
    };
    await enqueueProcess(tx, {
      organisationId: scope.organisationId,
      userId,
      action: 'sku_mapping_create_delete',
      payload: { change: change.action, mappings: [item] },
    });
  };
