import type { ItemOutcome } from '@logi/warehouse-api';
import type { SimClient } from './sim-db.ts';
import type { SimSettings } from './sim-state.ts';

export type WriteContext = { client: SimClient; account: string; now: Date; settings: SimSettings };
export type Work<B> = (context: WriteContext, body: B) => Promise<ItemOutcome[]>;

/** Accepted; a created schedule or instruction also answers the warehouse's own id of it. */
export const ok = (code: string, ref?: string): ItemOutcome => ({
  code,
  result: '成功',
  errors: [],
  ...(ref && { ref }),
});
/** The warehouse's own ids (sequences over every account, never reused). */
export const scheduleRef = (seq: unknown) => `IS-${String(seq)}`;
export const instructionRef = (seq: unknown) => `SI-${String(seq)}`;
export const refused = (code: string, ...errors: string[]): ItemOutcome => ({
  code,
  result: 'エラー',
  errors,
});
export const later = (now: Date, ms: number) => new Date(now.getTime() + ms);

/** Whether the account has a vendor or product of that code. */
export async function exists(
  c: WriteContext,
  table: 'vendors' | 'products',
  column: string,
  code: string,
) {
  const { rowCount } = await c.client.query(
    `select 1 from ${table} where account = $1 and ${column} = $2`,
    [c.account, code],
  );
  return (rowCount ?? 0) > 0;
}
