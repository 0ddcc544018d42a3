import {
  WAREHOUSE_MESSAGES as M,
  type RequestResult,
  type WriteOperationName,
} from '@logi/warehouse-api';
import { Answer } from './answer.ts';
import type { SimContext } from './contract-routes.ts';
import { withTransaction } from './sim-db.ts';
import { WRITES } from './writes.ts';

/** What the requests table holds for an id, as the contract shows it at `now`. */
export async function requestView(
  ctx: SimContext,
  account: string,
  requestId: string,
): Promise<RequestResult | null> {
  const { rows } = await ctx.pool.query(
    'select * from requests where account = $1 and request_id = $2',
    [account, requestId],
  );
  const row = rows[0];
  if (!row) return null;
  const done = ctx.state.now() >= row.visible_at;
  return {
    requestId,
    operation: row.operation,
    status: done ? '完了' : '処理中',
    acceptedAt: (row.accepted_at as Date).toISOString(),
    completedAt: done ? (row.visible_at as Date).toISOString() : null,
    items: done ? row.result : [],
  };
}

/** Does a write once per (account, request id); a repeat is answered from the stored result. */
export async function runWrite(
  ctx: SimContext,
  name: WriteOperationName,
  account: string,
  requestId: string,
  body: unknown,
) {
  const now = ctx.state.now();
  const settings = ctx.state.settings;
  const executed = await withTransaction(ctx.pool, async (client) => {
    const inserted = await client.query(
      `insert into requests (account, request_id, operation, accepted_at, visible_at)
       values ($1, $2, $3, $4, $5) on conflict do nothing`,
      [account, requestId, name, now, new Date(now.getTime() + settings.requestDelayMs)],
    );
    if (inserted.rowCount) {
      const items = await WRITES[name]({ client, account, now, settings }, body as never);
      await client.query('update requests set result = $3 where account = $1 and request_id = $2', [
        account,
        requestId,
        JSON.stringify(items),
      ]);
      return true;
    }
    const { rows } = await client.query(
      'select operation from requests where account = $1 and request_id = $2',
      [account, requestId],
    );
    if (rows[0]?.operation !== name) throw new Answer(409, { message: M.requestIdConflict });
    return false;
  });
  return { executed, answer: (await requestView(ctx, account, requestId))! };
}
