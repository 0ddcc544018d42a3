import {
  isExternalWarehouseType,
  todayJst,
  TRANSFER_MESSAGES as M,
  TRANSFER_REASON,
  TRANSFER_REFERENCE_TYPE,
  type TransferDetailDto,
  type TransferStoreValues,
  type WarehouseType,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, INVALID_INPUT_MESSAGE, notFound } from '../../http/app-error.ts';
import { showTransfer } from '../../read-models/transfers/index.ts';
import { storeTransferSchedule } from '../inbound/index.ts';
import { ownProductIds } from '../products/index.ts';
import { moveStock, stockIdFor, type StockActor, type StockMove } from '../stocks/index.ts';
import { findVendor } from '../vendors/index.ts';
import { findWarehouse } from '../warehouses/index.ts';
import { recordTransferChange } from './transfer-audit.ts';
import {
  insertLineLots,
  insertTransfer,
  insertTransferLines,
  nextTransferNumber,
} from './transfers.repository.ts';

// 在庫移動の登録 (decision 071): own → own at once; own → external as 移動中 plus an inbound schedule.

/** A refusal of the transfer's rules: a 422 on `field`. */
export const transferRefusal = (message: string, field = 'form') =>
  new AppError('validation', INVALID_INPUT_MESSAGE, { field, fieldErrors: { [field]: [message] } });

/** The ledger's reason, reference and note on every row a transfer writes. */
export const transferMeta = (transfer: { id: number; number: string }) => ({
  reason: TRANSFER_REASON,
  reference: { type: TRANSFER_REFERENCE_TYPE, id: transfer.id },
  note: transfer.number,
});

export async function transferOf(db: DbOrTx, scope: OrganisationScope, id: number) {
  const found = await showTransfer(db, scope, id);
  if (!found) throw notFound(M.notFound);
  return found;
}

async function usableWarehouse(db: Database, scope: OrganisationScope, id: number, field: string) {
  const warehouse = await findWarehouse(db, scope, id);
  if (!warehouse) throw transferRefusal(M.warehouseNotFound, field);
  if (!warehouse.inUse) throw transferRefusal(M.warehouseNotInUse, field);
  // The column holds a WarehouseType: the warehouse form's schema admits no other.
  return { ...warehouse, external: isExternalWarehouseType(warehouse.type as WarehouseType) };
}

/** The form's references, each refused on its own field: warehouses, vendor, products. */
async function checkedReferences(
  db: Database,
  scope: OrganisationScope,
  values: TransferStoreValues,
) {
  const source = await usableWarehouse(db, scope, values.sourceWarehouseId, 'sourceWarehouseId');
  if (source.external) throw transferRefusal(M.sourceNotOwn, 'sourceWarehouseId');
  const destination = await usableWarehouse(
    db,
    scope,
    values.destinationWarehouseId,
    'destinationWarehouseId',
  );
  if (destination.external) {
    if (!values.vendorId) throw transferRefusal(M.vendorRequired, 'vendorId');
    if (!(await findVendor(db, scope, values.vendorId))) {
      throw transferRefusal(M.vendorNotFound, 'vendorId');
    }
  }
  const productIds = values.lines.map((line) => line.productId);
  const known = await ownProductIds(db, scope, productIds);
  const stranger = productIds.findIndex((id) => !known.has(id));
  if (stranger >= 0) throw transferRefusal(M.productNotFound, `lines.${stranger}.productId`);
  return { source, destination };
}

/**
 * 在庫移動の登録, in one transaction: the transfer, its lines, the stock leaving the source (refused
 * beyond 引当可能数 on the locked rows) and either arriving at the own destination or travelling
 * (移動中) under a 入荷区分 在庫移動 schedule to the external one.
 */
export async function storeTransfer(
  db: Database,
  actor: StockActor,
  values: TransferStoreValues,
): Promise<TransferDetailDto> {
  const { scope } = actor;
  const { source, destination } = await checkedReferences(db, scope, values);
  const id = await db.transaction(async (tx) => {
    const number = await nextTransferNumber(tx, scope, todayJst());
    const schedule = destination.external
      ? await storeTransferSchedule(tx, actor, {
          warehouseId: destination.id,
          vendorId: values.vendorId!,
          note: [`在庫移動 ${number}`, values.memo].filter(Boolean).join('\n'),
          lines: values.lines,
        })
      : null;
    const transfer = await insertTransfer(tx, scope, {
      number,
      status: schedule ? 'in_transit' : 'completed',
      sourceWarehouseId: source.id,
      destinationWarehouseId: destination.id,
      receivingScheduleId: schedule?.id ?? null,
      memo: values.memo ?? null,
      createdBy: actor.userId,
    });
    const lines = values.lines.map(({ productId, quantity }) => ({
      productId,
      quantity,
      receivedQty: schedule ? 0 : quantity,
    }));
    const lineIds = await insertTransferLines(tx, scope, transfer.id, lines);
    const moves: StockMove[] = [];
    for (const [index, line] of values.lines.entries()) {
      // The destination's row exists from now on (at 0 while 移動中): the stock list shows the
      // pieces on their way on it, and counts and pages it as any other row (decision 073).
      const from = await stockIdFor(tx, actor, line.productId, source.id);
      const to = await stockIdFor(tx, actor, line.productId, destination.id);
      moves.push({
        from,
        to: schedule ? null : to,
        quantity: line.quantity,
        field: `lines.${index}.quantity`,
        ...(line.lotNo && { lotNo: line.lotNo, lotField: `lines.${index}.lotNo` }),
      });
    }
    // A lot product's pieces leave in lots; own → own they have arrived in the same ones.
    const sent = await moveStock(tx, actor, moves, transferMeta(transfer));
    await insertLineLots(tx, scope, lineIds, sent, !schedule);
    await recordTransferChange(tx, actor, transfer.id, null);
    return transfer.id;
  });
  return transferOf(db, scope, id);
}
