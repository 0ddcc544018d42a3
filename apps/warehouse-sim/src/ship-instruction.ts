import {
  WAREHOUSE_MESSAGES,
  type ShippingInstruction,
  type ShippingNgReason,
} from '@logi/warehouse-api';
import { addStock, lockedStock } from './inventory-ops.ts';
import type { SimClient } from './sim-db.ts';
import type { SimSettings } from './sim-state.ts';
import type { SettleClock } from './settle.ts';
import { instructionRef } from './write-kit.ts';

const JST_OFFSET_MS = 9 * 60 * 60 * 1000;
const jstDate = (at: Date) => new Date(at.getTime() + JST_OFFSET_MS).toISOString().slice(0, 10);

// An instruction's day of work: ship it (and maybe see it come back), or refuse it as 出荷不可.
const addressComplete = (recipient: ShippingInstruction['recipient']) =>
  /^\d{3}-?\d{4}$/.test(recipient.postalCode) &&
  [recipient.name, recipient.prefecture, recipient.city, recipient.town].every(
    (part) => part.trim().length > 0,
  );

type Verdict =
  | { shipped: true }
  | { shipped: false; reason: ShippingNgReason; detail: string; shippable: number[] };

async function judge(
  client: SimClient,
  account: string,
  instruction: ShippingInstruction,
): Promise<Verdict> {
  const none = instruction.lines.map(() => 0);
  if (!addressComplete(instruction.recipient)) {
    return {
      shipped: false,
      reason: '住所不備',
      detail: WAREHOUSE_MESSAGES.ngAddress,
      shippable: none,
    };
  }
  const codes = instruction.lines.map((line) => line.productCode);
  const known = await client.query(
    'select product_code from products where account = $1 and product_code = any($2)',
    [account, codes],
  );
  if (new Set(known.rows.map((r) => r.product_code)).size < new Set(codes).size) {
    return {
      shipped: false,
      reason: '商品未登録',
      detail: WAREHOUSE_MESSAGES.ngProduct,
      shippable: none,
    };
  }
  const shippable: number[] = [];
  for (const line of instruction.lines) {
    shippable.push((await lockedStock(client, account, line.productCode)).quantity);
  }
  const short = instruction.lines.some((line, index) => line.quantity > shippable[index]!);
  return short
    ? { shipped: false, reason: '在庫不足', detail: WAREHOUSE_MESSAGES.ngShortStock, shippable }
    : { shipped: true };
}

export async function shipInstruction(
  client: SimClient,
  settings: SimSettings,
  clock: SettleClock,
  row: { account: string; instruction_number: string; seq: string; data: ShippingInstruction },
) {
  const { account, data: instruction } = row;
  const verdict = await judge(client, account, instruction);
  if (!verdict.shipped) {
    const ng = {
      instructionNumber: instruction.instructionNumber,
      instructionRef: instructionRef(row.seq),
      orderNumber: instruction.orderNumber,
      reason: verdict.reason,
      detail: verdict.detail,
      reportedAt: clock.now.toISOString(),
      lines: instruction.lines.map((line, index) => ({
        lineNumber: line.lineNumber,
        productCode: line.productCode,
        quantity: line.quantity,
        shippableQuantity: Math.min(line.quantity, verdict.shippable[index] ?? 0),
      })),
    };
    await client.query(
      'insert into shipping_ng (account, instruction_number, data, reported_at) values ($1, $2, $3, $4)',
      [account, instruction.instructionNumber, ng, clock.now],
    );
    return '出荷不可';
  }
  for (const line of instruction.lines) {
    const delta = { quantity: -line.quantity, nonSellable: 0 };
    await addStock(client, account, line.productCode, delta, '出荷', clock.now);
  }
  const seq = Number(row.seq);
  const shipment = {
    instructionNumber: instruction.instructionNumber,
    instructionRef: instructionRef(seq),
    orderNumber: instruction.orderNumber,
    shippedOn: jstDate(clock.now),
    carrier: settings.carrier,
    trackingNumber: `3${String(seq).padStart(11, '0')}`,
    shippedAt: clock.now.toISOString(),
    lines: instruction.lines,
  };
  await client.query(
    'insert into shipments (account, instruction_number, data, shipped_at) values ($1, $2, $3, $4)',
    [account, instruction.instructionNumber, shipment, clock.now],
  );
  if (settings.returnEvery > 0 && seq % settings.returnEvery === 0) {
    await returnUndelivered(
      client,
      account,
      { ...instruction, ref: instructionRef(seq) },
      clock.now,
    );
  }
  return '出荷済';
}

/** RSL takes back only undelivered parcels: the whole parcel comes back 良品 (長期不在). */
async function returnUndelivered(
  client: SimClient,
  account: string,
  instruction: ShippingInstruction & { ref: string },
  now: Date,
) {
  const returned = {
    returnNumber: `R-${instruction.instructionNumber}`,
    orderNumber: instruction.orderNumber,
    instructionNumber: instruction.instructionNumber,
    instructionRef: instruction.ref,
    returnedAt: now.toISOString(),
    reason: '長期不在',
    lines: instruction.lines.map((line) => ({
      productCode: line.productCode,
      quantity: line.quantity,
      condition: '良品',
    })),
  };
  await client.query(
    'insert into customer_returns (account, return_number, data, returned_at) values ($1, $2, $3, $4)',
    [account, returned.returnNumber, returned, now],
  );
  for (const line of instruction.lines) {
    await addStock(
      client,
      account,
      line.productCode,
      { quantity: line.quantity, nonSellable: 0 },
      '返品',
      now,
    );
  }
}
