import type { InboundSchedule } from '@logi/warehouse-api';
import { addStock } from './inventory-ops.ts';
import { shipInstruction } from './ship-instruction.ts';
import type { SimClient } from './sim-db.ts';
import type { SimSettings } from './sim-state.ts';
import { later, scheduleRef } from './write-kit.ts';

/** `until`: the time due work is measured against (flush: far future); `now`: the time stamped. */
export type SettleClock = { until: Date; now: Date };

/** Part `part` (0-based) of `parts` of a total: the parts add up to the total, larger ones last. */
const shareOf = (total: number, part: number, parts: number) =>
  Math.floor((total * (part + 1)) / parts) - Math.floor((total * part) / parts);

/** The simulated goods' shelf life: a lot received today is good for this many days. */
export const SIM_LOT_SHELF_DAYS = 180;

/**
 * The lot a lot-managed product's arrival carries: one lot per schedule line, its 賞味期限 the
 * shelf life on from the day it arrives. A 在庫移動 carries the lots of its sender, which the
 * simulator does not know: it reports none (the sender's system keeps them).
 */
function arrivalLot(schedule: InboundSchedule, lineNumber: number, now: Date) {
  if (schedule.kind === '在庫移動') return {};
  const expiry = new Date(now.getTime() + SIM_LOT_SHELF_DAYS * 86_400_000);
  return {
    lotNumber: `LOT-${schedule.scheduleNumber}-${lineNumber}`,
    expiryDate: expiry.toISOString().slice(0, 10),
  };
}

/** Product codes of the account's lot-managed products among `codes`. */
async function lotManagedCodes(client: SimClient, account: string, codes: string[]) {
  const { rows } = await client.query(
    `select product_code from products
      where account = $1 and product_code = any($2) and (data->>'lotManaged')::boolean`,
    [account, codes],
  );
  return new Set(rows.map((row) => row.product_code as string));
}

/** One arrival of a schedule: its next part of every live line (empty lines left out). */
function arrivalLines(
  schedule: InboundSchedule,
  cancelled: Set<number>,
  settings: SimSettings,
  part: number,
  parts: number,
  lots: { codes: Set<string>; now: Date },
) {
  return schedule.lines
    .filter((line) => !cancelled.has(line.lineNumber))
    .map((line) => {
      const arrived = Math.max(0, line.quantity - settings.inboundShortfall);
      const damaged = Math.min(arrived, settings.inboundDamaged);
      return {
        lineNumber: line.lineNumber,
        productCode: line.productCode,
        receivedQuantity: shareOf(arrived - damaged, part, parts),
        nonSellableQuantity: shareOf(damaged, part, parts),
        ...(lots.codes.has(line.productCode) && arrivalLot(schedule, line.lineNumber, lots.now)),
      };
    })
    .filter((line) => line.receivedQuantity + line.nonSellableQuantity > 0);
}

/** Due arrivals, one part per schedule per round; a schedule's next part is due `resultDelayMs` on. */
async function receiveInbound(client: SimClient, settings: SimSettings, clock: SettleClock) {
  for (;;) {
    const { rows } = await client.query(
      `select account, schedule_number, seq, data, cancelled_lines, parts, parts_received
       from inbound_schedules
       where status in ('入荷待ち', '一部入荷') and parts_received < parts and due_at <= $1
       order by due_at, schedule_number for update`,
      [clock.until],
    );
    if (rows.length === 0) return;
    for (const row of rows) {
      const part = row.parts_received as number;
      const parts = row.parts as number;
      const cancelled = new Set(row.cancelled_lines as number[]);
      const schedule = row.data as InboundSchedule;
      const codes = await lotManagedCodes(
        client,
        row.account as string,
        schedule.lines.map((line) => line.productCode),
      );
      const lines = arrivalLines(schedule, cancelled, settings, part, parts, {
        codes,
        now: clock.now,
      });
      for (const line of lines) {
        const delta = { quantity: line.receivedQuantity, nonSellable: line.nonSellableQuantity };
        await addStock(client, row.account, line.productCode, delta, '入荷', clock.now);
      }
      if (lines.length > 0) {
        await client.query(
          `insert into inbound_results (account, schedule_number, schedule_ref, lines, received_at)
           values ($1, $2, $3, $4, $5)`,
          [
            row.account,
            row.schedule_number,
            scheduleRef(row.seq),
            JSON.stringify(lines),
            clock.now,
          ],
        );
      }
      const last = part + 1 === parts;
      const status = !last || settings.inboundShortfall > 0 ? '一部入荷' : '入荷完了';
      await client.query(
        `update inbound_schedules set status = $3, updated_at = $4, parts_received = $5,
           due_at = $6 where account = $1 and schedule_number = $2`,
        [
          row.account,
          row.schedule_number,
          status,
          clock.now,
          part + 1,
          later(clock.now, settings.resultDelayMs),
        ],
      );
    }
  }
}

async function workShipping(client: SimClient, settings: SimSettings, clock: SettleClock) {
  await client.query(
    `update shipping_instructions set status = '出荷作業中', updated_at = $2
     where status = '受付済' and working_at <= $1`,
    [clock.until, clock.now],
  );
  const { rows } = await client.query(
    `select account, instruction_number, seq, data from shipping_instructions
     where status = '出荷作業中' and due_at <= $1 order by seq for update`,
    [clock.until],
  );
  for (const row of rows) {
    const status = await shipInstruction(client, settings, clock, row);
    await client.query(
      `update shipping_instructions set status = $3, updated_at = $4
       where account = $1 and instruction_number = $2`,
      [row.account, row.instruction_number, status, clock.now],
    );
  }
}

/** Moves every due schedule and instruction forward: arrivals, picking, shipments, 出荷不可, returns. */
export async function settle(client: SimClient, settings: SimSettings, clock: SettleClock) {
  // One settler at a time: concurrent calls would otherwise race for the same due rows.
  await client.query("select pg_advisory_xact_lock(hashtext('warehouse-sim:settle'))");
  await receiveInbound(client, settings, clock);
  await workShipping(client, settings, clock);
}
