import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { inScope, type OrganisationScope } from '../../../db/organisation-scope.ts';
import { intArray } from '../../../db/sql.ts';

// 同梱 (decision 063): orders stay orders; a shared merge_group makes them one parcel.

/** The orders' 同梱 groups and, per group, its members (a merged order's group-mates). */
export async function mergeGroupsOf(tx: Tx, scope: OrganisationScope, orderIds: readonly number[]) {
  if (orderIds.length === 0) return new Map<string, number[]>();
  const { rows } = await tx.execute<{ merge_group: string; ids: number[] }>(sql`
    select merge_group, array_agg(id order by id) as ids from orders
     where ${inScope('orders', scope)} and merge_group in (
       select merge_group from orders
        where ${inScope('orders', scope)} and id = any(${intArray(orderIds)})
          and merge_group is not null)
     group by merge_group`);
  return new Map(rows.map((row) => [row.merge_group, row.ids]));
}

/** 同梱する: the orders (checked by the caller, under their lock) become one group. */
export async function mergeOrders(tx: Tx, scope: OrganisationScope, orderIds: readonly number[]) {
  await tx.execute(sql`
    update orders set merge_group = gen_random_uuid(), version = version + 1, updated_at = now()
     where ${inScope('orders', scope)} and id = ${orderIds[0]!}`);
  await tx.execute(sql`
    update orders o set merge_group = lead.merge_group, version = o.version + 1, updated_at = now()
      from orders lead
     where lead.id = ${orderIds[0]!} and ${inScope('o', scope)}
       and o.id = any(${intArray(orderIds.slice(1))})`);
}

/**
 * The orders leave their 同梱 group (同梱解除, キャンセル, 受注編集); a group left with one order
 * is no group, so that order leaves too.
 */
export async function leaveMergeGroups(
  tx: Tx,
  scope: OrganisationScope,
  orderIds: readonly number[],
) {
  if (orderIds.length === 0) return;
  await tx.execute(sql`
    with left_groups as (
      update orders set merge_group = null, version = version + 1, updated_at = now()
       where ${inScope('orders', scope)} and id = any(${intArray(orderIds)})
         and merge_group is not null
      returning merge_group as old_group
    ), alone as (
      select o.id from orders o
       where ${inScope('o', scope)} and o.merge_group in (select old_group from left_groups)
         and not (o.id = any(${intArray(orderIds)}))
         and (select count(*) from orders m
               where m.organisation_id = o.organisation_id and m.merge_group = o.merge_group
                 and not (m.id = any(${intArray(orderIds)}))) = 1
    )
    update orders set merge_group = null, version = version + 1, updated_at = now()
     where ${inScope('orders', scope)} and id in (select id from alone)`);
}

/** 受注編集 of a merged order: a new recipient ships apart, so the order leaves its group. */
export async function leaveGroupIfRecipientMoved(tx: Tx, scope: OrganisationScope, id: number) {
  const { rows } = await tx.execute(sql`
    select 1 from orders o
      join orders m on m.organisation_id = o.organisation_id and m.merge_group = o.merge_group
     where ${inScope('o', scope, sql`o.id = ${id}`)} and m.id <> o.id
       and m.recipient_key <> o.recipient_key
     limit 1`);
  if (rows.length > 0) await leaveMergeGroups(tx, scope, [id]);
}
