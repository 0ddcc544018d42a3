import type {
  StockByProductDto,
  StockDto,
  StockMovementDto,
  StockMovementKind,
} from '@logi/shared';
import { iso } from '../../db/sql.ts';
import type { ProductStockRow, StockListRow } from '../../read-models/stocks/index.ts';

const isShort = (available: number, threshold: number) => available < Math.max(threshold, 1);

const productPart = (row: StockListRow) => ({
  productId: row.product_id,
  productCode: row.product_code,
  productName: row.product_name,
  janCode: row.jan_code,
  stockThreshold: row.stock_threshold,
});

type FigureColumns = Pick<
  StockListRow,
  'on_hand' | 'allocated' | 'non_sellable' | 'in_process' | 'expired' | 'in_transit'
>;

/** 引当可能数 leaves out the free pieces of expired lots (decision 073). */
const availableOf = (row: FigureColumns) => row.on_hand - row.allocated - row.expired;

const figures = (row: FigureColumns, threshold: number) => ({
  onHand: row.on_hand,
  allocated: row.allocated,
  available: availableOf(row),
  nonSellable: row.non_sellable,
  inProcess: row.in_process,
  expired: row.expired,
  inTransit: row.in_transit,
  short: isShort(availableOf(row), threshold),
});

export function toStockDto(row: StockListRow): StockDto {
  return {
    id: row.id,
    ...productPart(row),
    warehouseId: row.warehouse_id,
    warehouseCode: row.warehouse_code,
    warehouseName: row.warehouse_name,
    ...figures(row, row.stock_threshold),
    version: row.version,
    updatedAt: iso(row.updated_at),
  };
}

/**
 * A by-product page row as its DTO, its stock rows (tuples) summed into the product's figures in
 * the same pass: one mapping from the row PostgreSQL gave (decision 067).
 */
export function toStockByProductDto(row: ProductStockRow): StockByProductDto {
  const threshold = row.stock_threshold;
  let onHand = 0;
  let allocated = 0;
  let nonSellable = 0;
  let inProcess = 0;
  let expired = 0;
  let inTransit = 0;
  const warehouses = (row.stock_rows ?? []).map((tuple) => {
    const [id, warehouseId, code, name, rowOnHand, rowAllocated, rowNonSellable] = tuple;
    const [, , , , , , , rowInProcess, rowExpired, rowInTransit] = tuple;
    onHand += rowOnHand;
    allocated += rowAllocated;
    nonSellable += rowNonSellable;
    inProcess += rowInProcess;
    expired += rowExpired;
    inTransit += rowInTransit;
    const available = rowOnHand - rowAllocated - rowExpired;
    return {
      id,
      warehouseId,
      warehouseCode: code,
      warehouseName: name,
      onHand: rowOnHand,
      allocated: rowAllocated,
      available,
      nonSellable: rowNonSellable,
      inProcess: rowInProcess,
      expired: rowExpired,
      inTransit: rowInTransit,
      short: isShort(available, threshold),
    };
  });
  const available = onHand - allocated - expired;
  return {
    productId: row.product_id,
    productCode: row.product_code,
    productName: row.product_name,
    janCode: row.jan_code,
    stockThreshold: threshold,
    onHand,
    allocated,
    available,
    nonSellable,
    inProcess,
    expired,
    inTransit,
    short: isShort(available, threshold),
    warehouses,
  };
}

export type MovementListRow = {
  id: number | string;
  kind: StockMovementKind;
  on_hand_delta: number;
  allocated_delta: number;
  non_sellable_delta: number;
  on_hand_after: number;
  allocated_after: number;
  non_sellable_after: number;
  reason: string | null;
  note: string | null;
  reference_type: string | null;
  reference_id: string | null;
  lot_no: string | null;
  user_name: string | null;
  created_at: Date | string;
};

export function toMovementDto(row: MovementListRow): StockMovementDto {
  return {
    id: Number(row.id),
    kind: row.kind,
    onHandDelta: row.on_hand_delta,
    allocatedDelta: row.allocated_delta,
    nonSellableDelta: row.non_sellable_delta,
    onHandAfter: row.on_hand_after,
    allocatedAfter: row.allocated_after,
    nonSellableAfter: row.non_sellable_after,
    reason: row.reason,
    note: row.note,
    referenceType: row.reference_type,
    referenceId: row.reference_id,
    lotNo: row.lot_no,
    userName: row.user_name,
    createdAt: iso(row.created_at),
  };
}
