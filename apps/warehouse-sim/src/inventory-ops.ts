import type { SimClient } from './sim-db.ts';

export type ChangeReason = '入荷' | '出荷' | '返品' | '棚卸';

/** The warehouse's stock of a product (0/0 when it never had any), locked for the transaction. */
export async function lockedStock(client: SimClient, account: string, productCode: string) {
  await client.query(
    `insert into inventory (account, product_code, quantity, non_sellable, updated_at)
     values ($1, $2, 0, 0, now()) on conflict do nothing`,
    [account, productCode],
  );
  const { rows } = await client.query(
    'select quantity, non_sellable from inventory where account = $1 and product_code = $2 for update',
    [account, productCode],
  );
  return { quantity: rows[0].quantity as number, nonSellable: rows[0].non_sellable as number };
}

/** Sets a product's stock and records the change (the inventory diff search reads it). */
export async function setStock(
  client: SimClient,
  account: string,
  productCode: string,
  next: { quantity: number; nonSellable: number },
  reason: ChangeReason,
  now: Date,
): Promise<void> {
  const before = await lockedStock(client, account, productCode);
  await client.query(
    `update inventory set quantity = $3, non_sellable = $4, updated_at = $5
     where account = $1 and product_code = $2`,
    [account, productCode, next.quantity, next.nonSellable, now],
  );
  const change = {
    productCode,
    reason,
    quantityBefore: before.quantity,
    quantityAfter: next.quantity,
    nonSellableBefore: before.nonSellable,
    nonSellableAfter: next.nonSellable,
    changedAt: now.toISOString(),
  };
  await client.query(
    'insert into inventory_changes (account, product_code, data, changed_at) values ($1, $2, $3, $4)',
    [account, productCode, change, now],
  );
}

/** Adds (or with negative numbers removes) stock; never below zero (the caller checked). */
export async function addStock(
  client: SimClient,
  account: string,
  productCode: string,
  delta: { quantity: number; nonSellable: number },
  reason: ChangeReason,
  now: Date,
): Promise<void> {
  const before = await lockedStock(client, account, productCode);
  await setStock(
    client,
    account,
    productCode,
    {
      quantity: before.quantity + delta.quantity,
      nonSellable: before.nonSellable + delta.nonSellable,
    },
    reason,
    now,
  );
}
