import { NO_EXTERNAL_WAREHOUSE_MESSAGE, type ProcessDto } from '@logi/shared';
import type { Database } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { enqueueProcess } from '../jobs/index.ts';
import { findExternalWarehouses } from '../warehouses/index.ts';
import { findVendorsForSync } from './vendor-sync.repository.ts';
import { VENDOR_NOT_FOUND } from './vendors.service.ts';

/** 送信 and 取得 on the vendor list: each queues one process the header then shows. */
export function vendorSyncService(db: Database) {
  const requireExternalWarehouse = async (scope: OrganisationScope) => {
    if ((await findExternalWarehouses(db, scope)).length === 0) {
      throw new AppError('validation', NO_EXTERNAL_WAREHOUSE_MESSAGE);
    }
  };
  return {
    /** ベンダー登録・更新 of the chosen vendors; one of another organisation's (or none) → 404. */
    async send(scope: OrganisationScope, userId: string, ids: number[]): Promise<ProcessDto> {
      const vendorIds = [...new Set(ids)];
      const found = await findVendorsForSync(db, scope, vendorIds);
      if (found.length !== vendorIds.length) throw notFound(VENDOR_NOT_FOUND);
      await requireExternalWarehouse(scope);
      const { process } = await enqueueProcess(db, {
        organisationId: scope.organisationId,
        userId,
        action: 'vendor_create_update',
        payload: { vendorIds },
      });
      return process;
    },

    /** ベンダー検索 on every external warehouse. */
    async fetch(scope: OrganisationScope, userId: string): Promise<ProcessDto> {
      await requireExternalWarehouse(scope);
      const { process } = await enqueueProcess(db, {
        organisationId: scope.organisationId,
        userId,
        action: 'vendor_search',
      });
      return process;
    },
  };
}
