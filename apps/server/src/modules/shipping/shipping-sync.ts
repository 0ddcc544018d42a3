import type {
  ShipmentRow,
  ShippingInstruction,
  ShippingNgRow,
  ShippingStatusRow,
} from '@logi/warehouse-api';
import type { Database, Tx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { shippingOrder } from '../../read-models/shipping/index.ts';
import { refreshOrderStatus } from '../orders/index.ts';
import { productNamesByIds } from '../products/index.ts';
import { cancelInstructionHere } from './shipping-instructions.ts';
import { closeCancelledParcel } from './shipping.service.ts';
import { shipInstruction } from './ship-instructions.ts';
import {
  instructionsByIds,
  latestEventAt,
  linesOfInstructions,
  lockInstruction,
  lockInstructionsOfOrders,
  setSendRequestId,
  setShippable,
  updateInstruction,
} from './shipping.repository.ts';

// What the warehouse jobs (modules/warehouse-jobs/shipping-jobs.ts) read and write of shipping.

const systemActor = (scope: OrganisationScope) => ({ scope, userId: null });
const SENDABLE = ['unsynced', 'sync_error'];

export type InstructionToSend = {
  id: number;
  /** The request that last carried it to the warehouse (an earlier process's), if any. */
  sendRequestId: string | null;
  instruction: ShippingInstruction;
};

/** The instructions still to send among `ids`, as the contract carries them (by id). */
export async function instructionsToSend(
  db: Database,
  scope: OrganisationScope,
  ids: number[],
): Promise<InstructionToSend[]> {
  const rows = (await instructionsByIds(db, scope, ids)).filter((row) =>
    SENDABLE.includes(row.status),
  );
  const lines = await linesOfInstructions(
    db,
    rows.map((row) => row.id),
  );
  const products = await productNamesByIds(
    db,
    scope,
    lines.map((line) => line.productId),
  );
  const out = [];
  for (const row of rows) {
    const order = await shippingOrder(db, scope, row.orderId);
    if (!order) continue;
    out.push({
      id: row.id,
      sendRequestId: row.sendRequestId,
      instruction: {
        instructionNumber: row.number,
        orderNumber: order.orderNumber,
        shopCode: order.shopCode,
        recipient: {
          name: order.recipientName,
          nameKana: order.recipientKana,
          postalCode: order.postalCode,
          prefecture: order.prefecture,
          city: order.city,
          town: order.town ?? '',
          building: order.building,
          phone: order.phone,
        },
        deliveryDate: order.deliveryDate,
        deliveryTimeSlot: order.deliveryTimeSlot,
        lines: lines
          .filter((line) => line.instructionId === row.id)
          .map((line) => ({
            lineNumber: line.lineNumber,
            productCode: products.get(line.productId)?.code ?? '',
            quantity: line.quantity,
          })),
      },
    });
  }
  return out;
}

/** Why none of `ids` is left to send: how many went to the warehouse, how many were cancelled. */
export async function unsentCounts(db: Database, scope: OrganisationScope, ids: number[]) {
  const rows = await instructionsByIds(db, scope, ids);
  const cancelled = rows.filter((row) => row.status === 'cancelled').length;
  return { sent: rows.length - cancelled, cancelled };
}

/** Notes the request about to carry the instructions, before it goes (see setSendRequestId). */
export const noteSendRequest = (
  db: Database,
  scope: OrganisationScope,
  ids: number[],
  requestId: string,
) => setSendRequestId(db, scope, ids, requestId);

/** The warehouse's answer to 出荷指示登録: 受付済, or 連携エラー with its message. */
export async function markInstructionSent(
  db: Database,
  scope: OrganisationScope,
  id: number,
  refusal: string | null,
) {
  await db.transaction(async (tx) => {
    const row = await lockInstruction(tx, scope, id);
    if (!row || !SENDABLE.includes(row.status)) return;
    await updateInstruction(tx, row, {
      status: refusal ? 'sync_error' : 'accepted',
      syncMessage: refusal,
    });
    await refreshOrderStatus(tx, scope, row.orderId);
  });
}

/** The warehouse's answer to 出荷保留: 出荷保留, or its refusal kept as the message. */
export async function settleSuspension(
  db: Database,
  scope: OrganisationScope,
  id: number,
  refusal: string | null,
) {
  await db.transaction(async (tx) => {
    const row = await lockInstruction(tx, scope, id);
    if (!row || ['cancelled', 'shipped', 'ng'].includes(row.status)) return;
    await updateInstruction(
      tx,
      row,
      refusal ? { syncMessage: refusal } : { status: 'on_hold', syncMessage: null },
    );
    await refreshOrderStatus(tx, scope, row.orderId);
  });
}

/**
 * The warehouse's answer to 出荷キャンセル: the instruction is cancelled and given back, and the
 * order is キャンセル once none of it is left at a warehouse; a refusal is kept as the message.
 */
export async function settleCancellation(
  db: Database,
  scope: OrganisationScope,
  id: number,
  cancellation: { reason: string; refusal: string | null },
) {
  await db.transaction(async (tx) => {
    const row = await lockInstruction(tx, scope, id);
    if (!row || ['cancelled', 'shipped'].includes(row.status)) return;
    if (cancellation.refusal) {
      await updateInstruction(tx, row, { syncMessage: cancellation.refusal });
      return;
    }
    const actor = systemActor(scope);
    await cancelInstructionHere(tx, actor, row, cancellation.reason);
    const rest = await lockInstructionsOfOrders(tx, scope, [row.orderId]);
    if (rest.every((other) => other.status === 'cancelled')) {
      await closeCancelledParcel(tx, actor, row.orderId);
    } else await refreshOrderStatus(tx, scope, row.orderId);
  });
}

// The searches below are given the instruction the warehouse acknowledged the row for (the job
// resolves it by the warehouse's own id, decision 036), never one found by its number.

/**
 * 出荷ステータス検索: adopts 受付済, 出荷作業中, 出荷保留 and キャンセル (cancelled there: given
 * back here). 出荷済 and 出荷不可 come with their details from their own searches.
 */
export async function mirrorShippingStatus(
  db: Database,
  scope: OrganisationScope,
  instructionId: number,
  status: ShippingStatusRow,
) {
  return db.transaction(async (tx) => {
    const row = await lockInstruction(tx, scope, instructionId);
    if (!row || ['cancelled', 'shipped', 'ng'].includes(row.status)) return false;
    const next = (
      {
        受付済: SENDABLE.includes(row.status) ? 'accepted' : null,
        出荷作業中: row.status !== 'working' ? 'working' : null,
        出荷保留: row.status !== 'on_hold' ? 'on_hold' : null,
      } as Record<string, 'accepted' | 'working' | 'on_hold' | null>
    )[status.status];
    if (status.status === 'キャンセル') {
      await cancelInstructionHere(tx, systemActor(scope), row, '倉庫でキャンセル');
    } else if (next) {
      await updateInstruction(tx, row, { status: next, syncMessage: null });
    } else return false;
    await refreshOrderStatus(tx, scope, row.orderId);
    return true;
  });
}

type Locked = NonNullable<Awaited<ReturnType<typeof lockInstruction>>>;

/**
 * Books a result fetched from the warehouse once: the instruction locked; one already in a
 * `settled` state is a replay and changes nothing; the order's status follows the booking.
 */
function bookOnce(
  db: Database,
  scope: OrganisationScope,
  instructionId: number,
  settled: readonly string[],
  book: (tx: Tx, row: Locked) => Promise<unknown>,
) {
  return db.transaction(async (tx) => {
    const row = await lockInstruction(tx, scope, instructionId);
    if (!row) return 'unknown' as const;
    if (settled.includes(row.status)) return 'replay' as const;
    await book(tx, row);
    await refreshOrderStatus(tx, scope, row.orderId);
    return 'booked' as const;
  });
}

/**
 * 出荷実績検索: one parcel shipped, booked once. The instruction moves to 出荷済 only from an open
 * state, in the same transaction as the stock's fall — a shipment fetched again finds it 出荷済
 * and changes nothing (decision 030).
 */
export const bookShipment = (
  db: Database,
  scope: OrganisationScope,
  instructionId: number,
  shipment: ShipmentRow,
) =>
  bookOnce(db, scope, instructionId, ['shipped', 'cancelled'], (tx, row) =>
    shipInstruction(tx, systemActor(scope), row, {
      shippedOn: shipment.shippedOn,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      shippedAt: new Date(shipment.shippedAt),
    }),
  );

/** 出荷不可検索: the warehouse refused the instruction (its reason, and what it could ship). */
export const bookShippingNg = (
  db: Database,
  scope: OrganisationScope,
  instructionId: number,
  ng: ShippingNgRow,
) =>
  bookOnce(db, scope, instructionId, ['shipped', 'cancelled', 'ng'], async (tx, row) => {
    await updateInstruction(tx, row, {
      status: 'ng',
      ngReason: ng.reason,
      ngDetail: ng.detail,
      ngReportedAt: new Date(ng.reportedAt),
    });
    await setShippable(
      tx,
      row.id,
      ng.lines.map((line) => ({ lineNumber: line.lineNumber, quantity: line.shippableQuantity })),
    );
  });

export const shipmentsSince = (db: Database, scope: OrganisationScope, warehouseId: number) =>
  latestEventAt(db, scope, warehouseId, 'shipped_at');
export const shippingNgSince = (db: Database, scope: OrganisationScope, warehouseId: number) =>
  latestEventAt(db, scope, warehouseId, 'ng_reported_at');
