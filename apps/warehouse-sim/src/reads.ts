import type { OperationName, WriteOperationName } from '@logi/warehouse-api';
import { pageOf, sinceClause, type Paging } from './sim-db.ts';
import { instructionRef, scheduleRef } from './write-kit.ts';
import type pg from 'pg';

type ReadName = Exclude<OperationName, WriteOperationName | 'ping' | 'request_result'>;
type Query = Paging & Record<string, unknown>;
type Read = (db: pg.Pool, account: string, query: Query) => Promise<unknown>;

const iso = (value: unknown) => (value as Date).toISOString();
const dataOf = (row: Record<string, unknown>) => row.data as object;

/** `and column = $n` for an exact filter when given. */
function equals(column: string, value: unknown, params: unknown[]): string {
  if (value === undefined || value === '') return '';
  params.push(value);
  return ` and ${column} = $${params.length}`;
}

const masterSearch =
  (table: 'vendors' | 'products', column: string, filter: string): Read =>
  (db, account, query) => {
    const params: unknown[] = [account];
    const where = `from ${table} where account = $1${equals(column, query[filter], params)}`;
    return pageOf(db, where, params, column, 'data, updated_at', query, (row) => ({
      ...dataOf(row),
      updatedAt: iso(row.updated_at),
    }));
  };

/** Rows kept whole in `data`, newer than `since`, in the order they happened. */
const journalSearch =
  (table: string, timeColumn: string, orderBy = timeColumn): Read =>
  (db, account, query) => {
    const params: unknown[] = [account];
    const where = `from ${table} where account = $1${sinceClause(timeColumn, query.since as string | undefined, params)}`;
    return pageOf(db, where, params, orderBy, 'data', query, dataOf);
  };

/** The read operations' answers (settled before they run). */
export const READS: Record<ReadName, Read> = {
  vendor_search: masterSearch('vendors', 'vendor_code', 'vendorCode'),
  product_search: masterSearch('products', 'product_code', 'productCode'),
  inbound_status_search: (db, account, query) => {
    const params: unknown[] = [account];
    const where = `from inbound_schedules where account = $1${equals('schedule_number', query.scheduleNumber, params)}`;
    return pageOf(
      db,
      where,
      params,
      'schedule_number',
      'schedule_number, seq, status, updated_at',
      query,
      (row) => ({
        scheduleNumber: row.schedule_number,
        scheduleRef: scheduleRef(row.seq),
        status: row.status,
        updatedAt: iso(row.updated_at),
      }),
    );
  },
  inbound_result_search: (db, account, query) => {
    const params: unknown[] = [account];
    const where = `from inbound_results where account = $1${sinceClause('received_at', query.since as string | undefined, params)}`;
    return pageOf(
      db,
      where,
      params,
      'id',
      'id, schedule_number, schedule_ref, lines, received_at',
      query,
      (row) => ({
        resultId: `IR-${row.id}`,
        scheduleNumber: row.schedule_number,
        scheduleRef: row.schedule_ref,
        receivedAt: iso(row.received_at),
        lines: row.lines,
      }),
    );
  },
  shipping_status_search: (db, account, query) => {
    const params: unknown[] = [account];
    const where = `from shipping_instructions where account = $1${equals('instruction_number', query.instructionNumber, params)}`;
    return pageOf(
      db,
      where,
      params,
      'seq',
      'instruction_number, seq, data, status, updated_at',
      query,
      (row) => ({
        instructionNumber: row.instruction_number,
        instructionRef: instructionRef(row.seq),
        orderNumber: (row.data as { orderNumber: string }).orderNumber,
        status: row.status,
        updatedAt: iso(row.updated_at),
      }),
    );
  },
  shipment_search: journalSearch('shipments', 'shipped_at', 'shipped_at, instruction_number'),
  shipping_ng_search: journalSearch(
    'shipping_ng',
    'reported_at',
    'reported_at, instruction_number',
  ),
  inventory_search: (db, account, query) => {
    const params: unknown[] = [account];
    const where = `from inventory where account = $1${equals('product_code', query.productCode, params)}`;
    return pageOf(db, where, params, 'product_code', '*', query, (row) => ({
      productCode: row.product_code,
      quantity: row.quantity,
      nonSellableQuantity: row.non_sellable,
      updatedAt: iso(row.updated_at),
    }));
  },
  inventory_diff_search: journalSearch('inventory_changes', 'changed_at', 'id'),
  customer_return_search: journalSearch(
    'customer_returns',
    'returned_at',
    'returned_at, return_number',
  ),
};
