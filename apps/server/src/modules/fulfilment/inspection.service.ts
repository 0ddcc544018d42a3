import {
  DELIVERY_CARRIERS,
  FULFILMENT_MESSAGES as M,
  todayJst,
  type InspectionCompleteValues,
} from '@logi/shared';
import type { Database, DbOrTx } from '../../db/client.ts';
import type { OrganisationScope } from '../../db/organisation-scope.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { lockOrders, refreshOrderStatus } from '../orders/index.ts';
import { inspectInstruction, lockInstructionsByIds, shipInstructions } from '../shipping/index.ts';
import type { StockActor } from '../stocks/index.ts';
import {
  inspectionParcelOf,
  parcelCandidate,
  parcelCandidatesByCode,
  parcelLines,
  type InspectionLine,
  type ParcelCandidate,
} from '../../read-models/fulfilment/index.ts';

// 検品: the scanned order barcode finds its own-warehouse parcel; 検品完了 checks the scans again
// and makes it 検品済 (and 出荷済 at once with a tracking number).

const OPEN = new Set(['accepted', 'working', 'inspected']);
const refusal = (message: string, field?: string) =>
  new AppError('validation', message, field ? { field } : {});

/** The parcel a code means: its instruction, else its order's one open own-warehouse parcel. */
function chosenParcel(candidates: readonly ParcelCandidate[], code: string) {
  if (candidates.length === 0) throw notFound(M.parcelNotFound(code));
  const byNumber = candidates.find((candidate) => candidate.instructionNumber === code);
  const pool = byNumber ? [byNumber] : candidates;
  const open = pool.filter((c) => c.ownWarehouse && OPEN.has(c.instructionStatus));
  if (open.length === 1) return open[0]!;
  if (open.length > 1) throw refusal(M.ambiguousOrderNumber(code));
  const own = pool.filter((candidate) => candidate.ownWarehouse);
  if (own.length === 0) throw refusal(M.notOwnWarehouse(code));
  if (own.some((candidate) => candidate.instructionStatus === 'shipped'))
    throw refusal(M.alreadyShipped(code));
  if (own.every((candidate) => candidate.instructionStatus === 'cancelled'))
    throw refusal(M.cancelled(code));
  throw refusal(M.notInstructed(code));
}

async function parcelDto(db: DbOrTx, scope: OrganisationScope, parcel: ParcelCandidate) {
  const lines = await parcelLines(db, scope, [parcel.instructionId]);
  return inspectionParcelOf(parcel, lines.get(parcel.instructionId) ?? []);
}

/** 検品's lookup of a scanned order number or 出荷指示番号. */
export async function lookupParcel(db: Database, scope: OrganisationScope, code: string) {
  const parcel = chosenParcel(await parcelCandidatesByCode(db, scope, code.trim()), code.trim());
  return parcelDto(db, scope, parcel);
}

/** Why the scans do not match the lines, one message per product (none when they match). */
export function scanProblems(
  lines: readonly InspectionLine[],
  scans: InspectionCompleteValues['scans'],
) {
  const byCode = new Map<string, InspectionLine>();
  for (const line of lines) {
    byCode.set(line.productCode, line);
    if (line.janCode) byCode.set(line.janCode, line);
  }
  const problems: string[] = [];
  const scanned = new Map<number, number>();
  for (const scan of scans) {
    const line = byCode.get(scan.productCode.trim());
    if (!line) problems.push(M.notInParcel(scan.productCode));
    else scanned.set(line.productId, (scanned.get(line.productId) ?? 0) + scan.quantity);
  }
  for (const line of lines) {
    const count = scanned.get(line.productId) ?? 0;
    const name = `${line.productName}（${line.productCode}）`;
    if (count > line.quantity) problems.push(M.tooMany(name, line.quantity, count));
    if (count < line.quantity) problems.push(M.tooFew(name, line.quantity, count));
  }
  return problems;
}

/** Refuses a parcel 検品 cannot complete, by the locked instruction's status. */
function refuseUnlessInspectable(parcel: ParcelCandidate, status: string) {
  const number = parcel.instructionNumber;
  if (!parcel.ownWarehouse) throw refusal(M.notOwnWarehouse(number));
  if (status === 'inspected') throw refusal(M.alreadyInspected(number));
  if (status === 'shipped') throw refusal(M.alreadyShipped(number));
  if (status === 'cancelled') throw refusal(M.cancelled(number));
  if (status !== 'accepted' && status !== 'working') throw refusal(M.notInstructed(number));
}

/**
 * 検品完了: under the order's and the instruction's locks (a second complete waits, then finds it
 * 検品済 and is refused), the scans must match every line; then 検品済, and with a tracking number
 * 出荷済 with the order's carrier on `shippedOn` (today, JST, unless given).
 */
export async function completeInspection(
  db: Database,
  actor: StockActor,
  values: InspectionCompleteValues,
) {
  const { scope } = actor;
  return db.transaction(async (tx) => {
    const parcel = await parcelCandidate(tx, scope, values.instructionId);
    if (!parcel) throw notFound(M.instructionNotFound);
    await lockOrders(tx, scope, [parcel.orderId]);
    const [row] = await lockInstructionsByIds(tx, scope, [parcel.instructionId]);
    refuseUnlessInspectable(parcel, row!.status);
    const lines = (await parcelLines(tx, scope, [row!.id])).get(row!.id) ?? [];
    const problems = scanProblems(lines, values.scans);
    if (problems.length > 0)
      throw new AppError('validation', problems.join('\n'), { fieldErrors: { scans: problems } });
    const tracking = values.trackingNumber ?? null;
    if (tracking !== null && parcel.deliveryCarrier === null)
      throw refusal(M.noCarrier(parcel.orderNumber), 'trackingNumber');
    const inspected = await inspectInstruction(tx, row!);
    if (tracking !== null) {
      const parcelShipped = {
        shippedOn: values.shippedOn ?? todayJst(),
        carrier: DELIVERY_CARRIERS[parcel.deliveryCarrier!],
        trackingNumber: tracking,
        shippedAt: new Date(),
      };
      await shipInstructions(tx, actor, [{ row: inspected, parcel: parcelShipped }]);
    }
    await refreshOrderStatus(tx, scope, parcel.orderId);
    const done = await parcelCandidate(tx, scope, parcel.instructionId);
    const message =
      tracking === null ? M.inspected(parcel.orderNumber) : M.shipped(parcel.orderNumber);
    return { ...(await parcelDto(tx, scope, done!)), message };
  });
}
