import type { InboundSchedule } from '@logi/warehouse-api';
import { addStock } from './inventory-ops.ts';
import { shipInstruction } from './ship-instruction.ts';
import type { SimClient } from './sim-db.ts';
import type { SimSettings } from './sim-state.ts';

/** `until`: the time due work is measured against (flush: far future); `now`: the time stamped. */
export type SettleClock = { until: Date; now: Date };

async function receiveInbound(client: SimClient, settings: SimSettings, clock: SettleClock) {
  const { rows } = await client.query(
    `select account, schedule_number, data, cancelled_lines from inbound_schedules
     where status = '入荷待ち' and due_at <= $1 order by due_at, schedule_number for update`,
    [clock.until],
  );
  for (const row of rows) {
    const schedule = row.data as InboundSchedule;
    const cancelled = new Set(row.cancelled_lines as number[]);
    const lines = schedule.lines
      .filter((line) => !cancelled.has(line.lineNumber))
      .map((line) => {
        const arrived = Math.max(0, line.quantity - settings.inboundShortfall);
        const damaged = Math.min(arrived, settings.inboundDamaged);
        return {
          lineNumber: line.lineNumber,
          productCode: line.productCode,
          receivedQuantity: arrived - damaged,
          nonSellableQuantity: damaged,
        };
      });
    for (const line of lines) {
      const delta = { quantity: line.receivedQuantity, nonSellable: line.nonSellableQuantity };
      await addStock(client, row.account, line.productCode, delta, '入荷', clock.now);
    }
    await client.query(
      `insert into inbound_results (account, schedule_number, lines, received_at) values ($1, $2, $3, $4)`,
      [row.account, row.schedule_number, JSON.stringify(lines), clock.now],
    );
    const status = settings.inboundShortfall > 0 ? '一部入荷' : '入荷完了';
    await client.query(
      `update inbound_schedules set status = $3, updated_at = $4 where account = $1 and schedule_number = $2`,
      [row.account, row.schedule_number, status, clock.now],
    );
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
