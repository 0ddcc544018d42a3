import { createHash } from 'node:crypto';
import { REQUEST_ID_PATTERN } from '@logi/warehouse-api';

// Room left under the contract's 100 characters for a page suffix (collectAllPages adds `-pN`).
const MAX_LENGTH = 90;
const usable = (id: string) => id.length <= MAX_LENGTH && REQUEST_ID_PATTERN.test(id);

/**
 * The request id of one call of a process: the process's request_id (stable across retries and
 * restarts), the warehouse and the part of the work (e.g. `vendors-2`, the second batch). The
 * same process, warehouse and part always give the same id, so a resend after a crash is the same
 * request to the warehouse, which does its work once. Too long or unusual ids are hashed.
 */
export function callRequestId(processRequestId: string, warehouseId: number, part: string): string {
  const plain = `${processRequestId}.w${warehouseId}.${part}`;
  if (usable(plain)) return plain;
  const digest = createHash('sha256').update(processRequestId).digest('hex').slice(0, 40);
  const hashed = `h${digest}.w${warehouseId}.${part}`;
  if (!usable(hashed)) throw new Error(`Unusable request id part: ${part}`);
  return hashed;
}
